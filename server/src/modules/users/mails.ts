// The users module's mail (DESIGN §6): the password reset link. Its words live here.
import { composeMail, type Mail } from '../../platform/mail.js';

/** The reset link, single-use and valid for an hour (the service makes and stores it). */
export function passwordResetMail(user: { email: string; firstName: string }, resetUrl: string): Mail {
  return composeMail({
    to: user.email,
    subject: 'Reset your MoveDay password',
    paragraphs: [
      `Hi ${user.firstName},`,
      'We received a request to reset the password of your MoveDay account. The link below works once, for one hour.',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
    action: { label: 'Set a new password', url: resetUrl },
  });
}
