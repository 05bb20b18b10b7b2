/**
 * The mails book's English words (see books.ts for what each book covers): the server's mails to
 * customers and partner crews, in the reader's language. The company inbox's mails stay English in
 * the server's code. `{kind, select, estimate {...} other {...}}` says a rough estimate or a price.
 */
export const MailsWords = {
  mailGreeting: 'Hi {name},',
  mailGreetingAnyone: 'Hi there,',
  mailGreetingHello: 'Hello,',
  mailSignOff: '— The MoveDay team',
  mailSeeYourOrders: 'See your orders',
  mailOpenYourOrder: 'Open your order',
  mailTwoDates: '{first} or {second}',
  mailRoute: 'from {pickupCity}, {pickupState} to {dropoffCity}, {dropoffState}',
  mailPreferredDates: 'Preferred move dates: {dates}.',
  mailReason: 'Reason: {reason}',

  mailBookedSubject: 'Your MoveDay move {moveNumber} is booked',
  mailBookedThanks: 'Thank you for booking with MoveDay. Your move number is {moveNumber}.',
  mailBookedFrom: 'From: {place}',
  mailBookedTo: 'To: {place}',
  mailBookedEstimate: 'Rough estimate: {price}. Your move includes items or a home size our specialist prices in person.',
  mailBookedPrice: 'Your price: {price}, with the 10% booking discount included.',
  mailBookedNextEstimate:
    'What happens next: a MoveDay specialist will contact you within 24 hours to go over your move and give you a rough estimate, then confirm your order.',
  mailBookedNext: 'What happens next: we assign a moving crew and confirm the date of your move by email. No need to call around for quotes.',

  mailConfirmedSubject: 'Your MoveDay move {moveNumber} is confirmed',
  mailConfirmedAt: 'Your move {moveNumber} {route} is confirmed, at {price}.',
  mailConfirmed: 'Your move {moveNumber} {route} is confirmed.',
  mailConfirmedNext: 'Preferred move dates: {dates}. We will email you again once a moving crew is assigned and the date is set.',

  mailAssignedSubject: 'A moving crew is assigned to your MoveDay move {moveNumber}',
  mailAssignedCrew: '{partner} will carry out your move {moveNumber} {route}.',
  mailAssignedDate: 'Your move date: {date}.',

  mailCompletedSubject: 'Your MoveDay move {moveNumber} is complete',
  mailCompleted: 'Your move {moveNumber} {route} is complete. Thank you for moving with MoveDay, and welcome home!',

  mailCancelledSubject: 'Your MoveDay move {moveNumber} is cancelled',
  mailCancelledOn: 'Your move {moveNumber} {route} has been cancelled on {date}.',
  mailCancelled: 'Your move {moveNumber} {route} has been cancelled.',
  mailCancelledHelp: 'If this is not what you expected, reply to this email or call us and we will sort it out.',

  mailOnTheWaySubject: 'Your MoveDay crew is on the way',
  mailOnTheWay: '{partner} is on the way to {place} for your move {moveNumber}.',
  mailOnTheWayDoor: 'Please make sure the crew can park and reach your door. See you soon!',

  mailRescheduledSubject: 'New dates for your MoveDay move {moveNumber}',
  mailRescheduled: 'Your move {moveNumber} {route} now has the preferred dates {dates} (before: {before}).',
  mailRescheduledPrice: '{kind, select, estimate {Rough estimate} other {Price}} on the new dates: {price} (before: {before}).',

  mailChangeRequestedSubject: 'We received your change request for move {moveNumber}',
  mailChangeRequested: 'You asked to move {moveNumber} to {dates}. A crew is booked for your move, so we check with them first; we will email you our answer.',
  mailChangeRequestedPrice: '{kind, select, estimate {Rough estimate} other {Price}} on those dates: {price} (now: {now}).',

  mailChangeApprovedSubject: 'Your change to move {moveNumber} is approved',
  mailChangeApproved: 'We made the change you asked for to your move {moveNumber} {route}.',
  mailChangeApprovedDay: 'Your move day: {day}.',
  mailChangeApprovedPrice: '{kind, select, estimate {Rough estimate} other {Price}}: {price}.',

  mailChangeDeclinedSubject: 'We could not make the change to move {moveNumber}',
  mailChangeDeclined: 'We are sorry: we could not move {moveNumber} to the dates you asked for. {reason}',
  mailChangeDeclinedStaysOn: 'Your move stays as it was, on {day}. Reply to this email or call us if you want to talk it over.',
  mailChangeDeclinedStays: 'Your move stays as it was. Reply to this email or call us if you want to talk it over.',

  mailRatingSubject: 'How did your move {moveNumber} go?',
  mailRating:
    'Yesterday {partner} moved you {route}. How did it go? Rate your move with 1 to 5 stars and tell us in a few words: it takes a minute, and it helps the next family choose.',
  mailRatingOurCrew: 'our crew',
  mailRatingAction: 'Rate your move',

  mailJobQuestions: 'Questions about this job: reply to this email.',
  mailJobMoveDate: 'Move date: {date}',
  mailJobPickup: 'Pickup: {address} ({home}; access: {access})',
  mailJobDropoff: 'Drop-off: {address} ({home}; access: {access})',
  mailJobHome: '{moveType}, {size}, floors: {floors}',
  mailJobRooms: 'Rooms: {rooms}',
  mailJobHeavyItems: 'Heavy items: {items}',
  mailJobService: 'Service: {service}; packing kit: {kit}; additional help: {help}',
  mailJobServiceDelivered: 'Service: {service}; packing kit: {kit}, delivered {date}; additional help: {help}',
  mailJobNotes: "The customer's notes: {notes}",
  mailJobValue: 'Job value: {price}',
  mailNone: 'None',
  mailKitNotRequired: 'Not Required',
  mailOtherObstacle: 'Other: {description}',
  mailCountOf: '{item}: {count}',

  mailOfferSubject: 'MoveDay offers you job {moveNumber} on {day}: {pickupCity} to {dropoffCity}',
  mailOffer: 'MoveDay offers {company} the move {moveNumber} {route}. Please accept or decline it by {deadline}; after that the offer expires.',
  mailOfferAction: 'See the job and answer',
  mailOfferReminderSubject: "Reminder: answer MoveDay's offer of job {moveNumber} by {deadline}",
  mailOfferReminder: "MoveDay's offer of the move {moveNumber} {route} is still waiting for your answer. It expires at {deadline}.",
  mailJobWithdrawnSubject: 'MoveDay job {moveNumber} is no longer yours',
  mailJobWithdrawn: 'MoveDay has given the move {moveNumber} {route} to another crew: your crew is not needed for it.',
  mailJobCancelledSubject: 'MoveDay job {moveNumber} is cancelled',
  mailJobCancelledOn: 'The move {moveNumber} {route} on {day} is cancelled: your crew is not needed for it.',
  mailJobCancelled: 'The move {moveNumber} {route} is cancelled: your crew is not needed for it.',
  mailJobMovedSubject: 'MoveDay job {moveNumber} moves to {day}',
  mailJobMoved: "At the customer's request, the move {moveNumber} {route} moves from {before} to {day}. It stays with {company}.",
  mailJobMovedAction: 'See the job',

  mailInsuranceSubject: 'Your insurance on file with MoveDay ends on {day}',
  mailInsuranceEnds: 'The insurance MoveDay has on file for {company} ends on {day}.',
  mailInsuranceNoJobs:
    'MoveDay can only give you moves on days your insurance covers: after {day} you will not be offered jobs until we have your renewed policy.',
  mailInsuranceSend: 'Please send the renewed certificate to {email}.',

  mailResetSubject: 'Reset your MoveDay password',
  mailResetRequested: 'We received a request to reset the password of your MoveDay account. The link below works once, for one hour.',
  mailResetIgnore: 'If you did not ask for this, ignore this message: your password stays as it is.',
  mailResetAction: 'Set a new password',

  mailInviteSubject: 'Your MoveDay sign-in for {company}',
  mailInvite:
    'MoveDay invites you to sign in for {company}: the jobs MoveDay offers your crew, their details on your phone, and your answers, all in one place.',
  mailInviteLink: 'Set your password with the link below. It works once, for 7 days; then sign in at MoveDay with this email address.',
  mailInviteIgnore: 'If you did not expect this, ignore this message.',
  mailInviteAction: 'Set your password',

  mailEnquiryIgnore: 'If you did not send this enquiry, you can ignore this message.',
  mailCommercialAckSubject: 'We received your commercial move enquiry',
  mailCommercialAckThanks: 'Thank you for telling us about your commercial move. A member of our team will get back to you shortly with the next steps.',
  mailCommercialAckMove: 'Your move: from {from} to {to}.',
  mailCommercialAckMessage: 'What you told us: {message}',
  mailHomeAckSubject: 'We received your enquiry',
  mailHomeAckThanks: 'Thank you for getting in touch with MoveDay. We have received your enquiry and will get back to you shortly.',
  mailHomeAckAbout: 'About: {option}',
  mailHomeAckMessage: 'Your message: {message}',
} as const;
