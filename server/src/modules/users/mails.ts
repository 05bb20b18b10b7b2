// The users module's mails (DESIGN §6): the password reset link, and a partner sign-in's invitation. Their words live here.
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

/** A partner sign-in's invitation: a single-use link to set the password, valid for 7 days. */
export function partnerInviteMail(to: string, partner: { companyName: string }, inviteUrl: string): Mail {
  return composeMail({
    to,
    subject: `Your MoveDay sign-in for ${partner.companyName}`,
    paragraphs: [
      'Hello,',
      `MoveDay invites you to sign in for ${partner.companyName}: the jobs MoveDay offers your crew, their details on your phone, and your answers, all in one place.`,
      'Set your password with the link below. It works once, for 7 days; then sign in at MoveDay with this email address.',
      'If you did not expect this, ignore this message.',
    ],
    action: { label: 'Set your password', url: inviteUrl },
  });
}
