/** The account book's English words (see books.ts for what each book covers). */
export const AccountWords = {
  // Log in.
  loginTitle: 'Login',
  loginIntro: 'Sign in to follow your orders.',
  loginIntroToBook: 'Log in to book your move.',
  loginEmail: 'Email',
  loginPassword: 'Password',
  loginKeepMe: 'Keep me logged in',
  loginForgot: 'Forgot Password?',
  loginSubmit: 'Login',
  /** {register} is the link below. */
  loginNewHere: 'New to MoveDay? {register} by booking your first move.',
  loginRegister: 'Register',

  // Terms and privacy under the forms; {terms} and {privacy} are the links below.
  accountLegalContinue: 'By continuing you agree to our {terms} and {privacy}.',
  accountLegalLogin: 'By logging in you agree to our {terms} and {privacy}.',
  accountTermsLink: 'Terms of Use',
  accountPrivacyLink: 'Privacy Policy',

  // The password screens' Cancel.
  accountCancel: 'Cancel',
  accountCancelTitle: 'Are you sure you want to cancel?',
  accountCancelYes: 'Yes, Cancel',
  accountCancelNo: 'No',

  // Forgotten password.
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the email of your account and we will send you a link to set a new password.',
  forgotBackToLogin: 'Back to Login',
  forgotFormLabel: 'Forgot password',
  forgotEmail: 'Email',
  forgotSubmit: 'Reset Password',
  forgotCheckEmail: 'Check your email',

  // A new password from a reset link, or a partner's first one from an invitation.
  resetTitle: 'Set a new password',
  resetIntro: 'Choose a password of {min} to {max} characters.',
  resetSubmit: 'Set New Password',
  resetDoneTitle: 'Password reset',
  resetExpired: 'This link can no longer be used. Ask for a new one from the login screen.',
  inviteTitle: 'Set your password',
  inviteIntro: "Welcome to MoveDay. Choose a password of {min} to {max} characters: with it and your email, you sign in to see your crew's jobs.",
  inviteSubmit: 'Set Password',
  inviteDoneTitle: 'Password set',
  inviteDone: 'Your password is set. Sign in with your email and this password to see your jobs.',
  inviteExpired: 'This invitation can no longer be used. Ask MoveDay to send you a new one.',
  resetPassword: 'Password',
  resetConfirmPassword: 'Confirm Password',
  resetOops: 'Oops!',

  // The profile.
  profileTitle: 'My Profile',
  profileIntro: 'To change these details, contact us.',
  profileFirstName: 'First Name',
  profileLastName: 'Last Name',
  profileEmail: 'Email',
  profilePhone: 'Phone',
  profilePassword: 'Password',
  profilePasswordHidden: 'hidden',
} as const;
