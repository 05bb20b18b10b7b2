import type { MailsWords } from '../words/mails.js';
import type { Translation } from '../translation.js';

export const MailsWordsEs = {
  mailGreeting: 'Hola, {name}:',
  mailGreetingAnyone: 'Hola:',
  mailGreetingHello: 'Hola:',
  mailSignOff: '— El equipo de MoveDay',
  mailSeeYourOrders: 'Ver sus pedidos',
  mailOpenYourOrder: 'Abrir su pedido',
  mailTwoDates: '{first} o {second}',
  mailRoute: 'de {pickupCity}, {pickupState} a {dropoffCity}, {dropoffState}',
  mailPreferredDates: 'Fechas preferidas de mudanza: {dates}.',
  mailReason: 'Motivo: {reason}',

  mailBookedSubject: 'Su mudanza {moveNumber} con MoveDay está reservada',
  mailBookedThanks: 'Gracias por reservar con MoveDay. Su ID de mudanza es {moveNumber}.',
  mailBookedFrom: 'Origen: {place}',
  mailBookedTo: 'Destino: {place}',
  mailBookedEstimate: 'Presupuesto estimado: {price}. Su mudanza incluye artículos o un tamaño de vivienda que nuestro especialista cotiza en persona.',
  mailBookedPrice: 'Su precio: {price}, con el descuento por reservar del 10% incluido.',
  mailBookedNextEstimate:
    'Qué sigue: un especialista de MoveDay se comunicará con usted en un plazo de 24 horas para revisar su mudanza y darle un presupuesto estimado; después confirmaremos su pedido.',
  mailBookedNext: 'Qué sigue: asignamos un equipo de mudanza y le confirmamos por correo la fecha de su mudanza. No necesita pedir más cotizaciones.',

  mailConfirmedSubject: 'Su mudanza {moveNumber} con MoveDay está confirmada',
  mailConfirmedAt: 'Su mudanza {moveNumber} {route} está confirmada, por {price}.',
  mailConfirmed: 'Su mudanza {moveNumber} {route} está confirmada.',
  mailConfirmedNext: 'Fechas preferidas de mudanza: {dates}. Le escribiremos de nuevo cuando asignemos un equipo de mudanza y fijemos la fecha.',

  mailAssignedSubject: 'Su mudanza {moveNumber} con MoveDay ya tiene equipo de mudanza',
  mailAssignedCrew: '{partner} hará su mudanza {moveNumber} {route}.',
  mailAssignedDate: 'Fecha de su mudanza: {date}.',

  mailCompletedSubject: 'Su mudanza {moveNumber} con MoveDay está terminada',
  mailCompleted: 'Su mudanza {moveNumber} {route} está terminada. Gracias por mudarse con MoveDay, ¡y bienvenido a su nuevo hogar!',

  mailCancelledSubject: 'Su mudanza {moveNumber} con MoveDay está cancelada',
  mailCancelledOn: 'Su mudanza {moveNumber} {route} se canceló el {date}.',
  mailCancelled: 'Su mudanza {moveNumber} {route} se canceló.',
  mailCancelledHelp: 'Si esto no es lo que esperaba, responda a este correo o llámenos y lo resolveremos.',

  mailOnTheWaySubject: 'Su equipo de mudanza de MoveDay está en camino',
  mailOnTheWay: '{partner} va en camino a {place} para su mudanza {moveNumber}.',
  mailOnTheWayDoor: 'Por favor, asegúrese de que el equipo pueda estacionarse y llegar hasta su puerta. ¡Nos vemos pronto!',

  mailRescheduledSubject: 'Nuevas fechas para su mudanza {moveNumber} con MoveDay',
  mailRescheduled: 'Su mudanza {moveNumber} {route} ahora tiene las fechas preferidas {dates} (antes: {before}).',
  mailRescheduledPrice: '{kind, select, estimate {Presupuesto estimado} other {Precio}} en las nuevas fechas: {price} (antes: {before}).',

  mailChangeRequestedSubject: 'Recibimos su solicitud de cambio para la mudanza {moveNumber}',
  mailChangeRequested:
    'Usted pidió cambiar la mudanza {moveNumber} a {dates}. Ya hay un equipo reservado para su mudanza, así que primero lo consultamos con ellos; le enviaremos nuestra respuesta por correo.',
  mailChangeRequestedPrice: '{kind, select, estimate {Presupuesto estimado} other {Precio}} en esas fechas: {price} (ahora: {now}).',

  mailChangeApprovedSubject: 'Su cambio a la mudanza {moveNumber} está aprobado',
  mailChangeApproved: 'Hicimos el cambio que pidió a su mudanza {moveNumber} {route}.',
  mailChangeApprovedDay: 'Día de su mudanza: {day}.',
  mailChangeApprovedPrice: '{kind, select, estimate {Presupuesto estimado} other {Precio}}: {price}.',

  mailChangeDeclinedSubject: 'No pudimos hacer el cambio a la mudanza {moveNumber}',
  mailChangeDeclined: 'Lo sentimos: no pudimos cambiar la mudanza {moveNumber} a las fechas que pidió. {reason}',
  mailChangeDeclinedStaysOn: 'Su mudanza sigue como estaba, el {day}. Responda a este correo o llámenos si quiere hablarlo.',
  mailChangeDeclinedStays: 'Su mudanza sigue como estaba. Responda a este correo o llámenos si quiere hablarlo.',

  mailRatingSubject: '¿Cómo le fue con su mudanza {moveNumber}?',
  mailRating:
    'Ayer {partner} hizo su mudanza {route}. ¿Cómo le fue? Califique su mudanza con 1 a 5 estrellas y cuéntenos en pocas palabras: le toma un minuto y ayuda a la próxima familia a elegir.',
  mailRatingOurCrew: 'nuestro equipo',
  mailRatingAction: 'Calificar su mudanza',

  mailJobQuestions: 'Preguntas sobre este trabajo: responda a este correo.',
  mailJobMoveDate: 'Fecha de la mudanza: {date}',
  mailJobPickup: 'Origen: {address} ({home}; acceso: {access})',
  mailJobDropoff: 'Destino: {address} ({home}; acceso: {access})',
  mailJobHome: '{moveType}, {size}, pisos: {floors}',
  mailJobRooms: 'Habitaciones: {rooms}',
  mailJobHeavyItems: 'Artículos pesados: {items}',
  mailJobService: 'Servicio: {service}; kit de empaque: {kit}; ayuda adicional: {help}',
  mailJobServiceDelivered: 'Servicio: {service}; kit de empaque: {kit}, entregado el {date}; ayuda adicional: {help}',
  mailJobNotes: 'Notas del cliente: {notes}',
  mailJobValue: 'Valor del trabajo: {price}',
  mailNone: 'Ninguno',
  mailKitNotRequired: 'No se necesita',
  mailOtherObstacle: 'Otro: {description}',
  mailCountOf: '{item}: {count}',

  mailOfferSubject: 'MoveDay le ofrece el trabajo {moveNumber} el {day}: de {pickupCity} a {dropoffCity}',
  mailOffer: 'MoveDay ofrece a {company} la mudanza {moveNumber} {route}. Por favor, acéptela o rechácela antes de {deadline}; después, la oferta vence.',
  mailOfferAction: 'Ver el trabajo y responder',
  mailOfferReminderSubject: 'Recordatorio: responda a la oferta de MoveDay del trabajo {moveNumber} antes de {deadline}',
  mailOfferReminder: 'La oferta de MoveDay de la mudanza {moveNumber} {route} sigue esperando su respuesta. Vence el {deadline}.',
  mailJobWithdrawnSubject: 'El trabajo {moveNumber} de MoveDay ya no es suyo',
  mailJobWithdrawn: 'MoveDay le dio la mudanza {moveNumber} {route} a otro equipo: ya no se necesita a su equipo para ella.',
  mailJobCancelledSubject: 'El trabajo {moveNumber} de MoveDay está cancelado',
  mailJobCancelledOn: 'La mudanza {moveNumber} {route} del {day} está cancelada: ya no se necesita a su equipo para ella.',
  mailJobCancelled: 'La mudanza {moveNumber} {route} está cancelada: ya no se necesita a su equipo para ella.',
  mailJobMovedSubject: 'El trabajo {moveNumber} de MoveDay cambia al {day}',
  mailJobMoved: 'A pedido del cliente, la mudanza {moveNumber} {route} cambia del {before} al {day}. Sigue a cargo de {company}.',
  mailJobMovedAction: 'Ver el trabajo',

  mailInsuranceSubject: 'El seguro que MoveDay tiene registrado vence el {day}',
  mailInsuranceEnds: 'El seguro que MoveDay tiene registrado para {company} vence el {day}.',
  mailInsuranceNoJobs:
    'MoveDay solo puede darle mudanzas en días que su seguro cubre: después del {day} no le ofreceremos trabajos hasta que tengamos su póliza renovada.',
  mailInsuranceSend: 'Por favor, envíe el certificado renovado a {email}.',

  mailResetSubject: 'Restablezca su contraseña de MoveDay',
  mailResetRequested:
    'Recibimos una solicitud para restablecer la contraseña de su cuenta de MoveDay. El enlace de abajo funciona una sola vez, durante una hora.',
  mailResetIgnore: 'Si usted no lo pidió, ignore este mensaje: su contraseña no cambia.',
  mailResetAction: 'Crear una contraseña nueva',

  mailInviteSubject: 'Su cuenta de acceso de MoveDay para {company}',
  mailInvite:
    'MoveDay lo invita a iniciar sesión para {company}: los trabajos que MoveDay ofrece a su equipo, sus detalles en su teléfono y sus respuestas, todo en un solo lugar.',
  mailInviteLink:
    'Cree su contraseña con el enlace de abajo. Funciona una sola vez, durante 7 días; después inicie sesión en MoveDay con este correo electrónico.',
  mailInviteIgnore: 'Si no esperaba este mensaje, ignórelo.',
  mailInviteAction: 'Crear su contraseña',

  mailEnquiryIgnore: 'Si usted no envió esta consulta, puede ignorar este mensaje.',
  mailCommercialAckSubject: 'Recibimos su consulta sobre una mudanza comercial',
  mailCommercialAckThanks:
    'Gracias por contarnos sobre su mudanza comercial. Alguien de nuestro equipo se comunicará con usted pronto con los siguientes pasos.',
  mailCommercialAckMove: 'Su mudanza: de {from} a {to}.',
  mailCommercialAckMessage: 'Lo que nos contó: {message}',
  mailHomeAckSubject: 'Recibimos su consulta',
  mailHomeAckThanks: 'Gracias por comunicarse con MoveDay. Recibimos su consulta y le responderemos pronto.',
  mailHomeAckAbout: 'Tema: {option}',
  mailHomeAckMessage: 'Su mensaje: {message}',
} as const satisfies Translation<typeof MailsWords>;
