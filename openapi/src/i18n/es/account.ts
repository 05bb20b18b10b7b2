import type { AccountWords } from '../words/account.js';
import type { Translation } from '../translation.js';

export const AccountWordsEs = {
  loginTitle: 'Iniciar sesión',
  loginIntro: 'Inicie sesión para seguir sus pedidos.',
  loginIntroToBook: 'Inicie sesión para reservar su mudanza.',
  loginEmail: 'Correo electrónico',
  loginPassword: 'Contraseña',
  loginKeepMe: 'Mantener la sesión iniciada',
  loginForgot: '¿Olvidó su contraseña?',
  loginSubmit: 'Iniciar sesión',
  loginNewHere: '¿Es nuevo en MoveDay? {register} al reservar su primera mudanza.',
  loginRegister: 'Cree su cuenta',

  accountLegalContinue: 'Al continuar, usted acepta nuestros {terms} y nuestra {privacy}.',
  accountLegalLogin: 'Al iniciar sesión, usted acepta nuestros {terms} y nuestra {privacy}.',
  accountTermsLink: 'Términos de uso',
  accountPrivacyLink: 'Política de privacidad',

  accountCancel: 'Cancelar',
  accountCancelTitle: '¿Seguro que desea cancelar?',
  accountCancelYes: 'Sí, cancelar',
  accountCancelNo: 'No',

  forgotTitle: '¿Olvidó su contraseña?',
  forgotIntro: 'Ingrese el correo electrónico de su cuenta y le enviaremos un enlace para crear una contraseña nueva.',
  forgotBackToLogin: 'Volver a iniciar sesión',
  forgotFormLabel: 'Contraseña olvidada',
  forgotEmail: 'Correo electrónico',
  forgotSubmit: 'Restablecer la contraseña',
  forgotCheckEmail: 'Revise su correo',

  resetTitle: 'Cree una contraseña nueva',
  resetIntro: 'Elija una contraseña de {min} a {max} caracteres.',
  resetSubmit: 'Guardar la contraseña nueva',
  resetDoneTitle: 'Contraseña restablecida',
  resetExpired: 'Este enlace ya no se puede usar. Pida uno nuevo desde la pantalla de inicio de sesión.',
  inviteTitle: 'Cree su contraseña',
  inviteIntro:
    'Bienvenido a MoveDay. Elija una contraseña de {min} a {max} caracteres: con ella y su correo electrónico, inicia sesión para ver los trabajos de su equipo.',
  inviteSubmit: 'Guardar la contraseña',
  inviteDoneTitle: 'Contraseña creada',
  inviteDone: 'Su contraseña está lista. Inicie sesión con su correo electrónico y esta contraseña para ver sus trabajos.',
  inviteExpired: 'Esta invitación ya no se puede usar. Pida a MoveDay que le envíe una nueva.',
  resetPassword: 'Contraseña',
  resetConfirmPassword: 'Confirme la contraseña',
  resetOops: '¡Uy!',

  profileTitle: 'Mi perfil',
  profileIntro: 'Para cambiar estos datos, comuníquese con nosotros.',
  profileFirstName: 'Nombre',
  profileLastName: 'Apellido',
  profileEmail: 'Correo electrónico',
  profilePhone: 'Teléfono',
  profilePassword: 'Contraseña',
  profilePasswordHidden: 'oculta',
} as const satisfies Translation<typeof AccountWords>;
