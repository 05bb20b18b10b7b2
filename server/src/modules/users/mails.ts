// The users module's mails (DESIGN §6): the password reset link, and a partner sign-in's invitation.
// Their words are the `mails` book's, in the account's language.
import type { Locale } from '@moveday/openapi';
import { wordingFor } from '../../platform/i18n.js';
import { composeMail, type Mail } from '../../platform/mail.js';

/** The reset link, single-use and valid for an hour (the service makes and stores it). */
export function passwordResetMail(user: { email: string; firstName: string; locale: Locale }, resetUrl: string): Mail {
  const { t } = wordingFor(user.locale);
  return composeMail({
    to: user.email,
    subject: t('mailResetSubject'),
    paragraphs: [t('mailGreeting', { name: user.firstName }), t('mailResetRequested'), t('mailResetIgnore')],
    action: { label: t('mailResetAction'), url: resetUrl },
    signOff: t('mailSignOff'),
  });
}

/** A partner sign-in's invitation: a single-use link to set the password, valid for 7 days. */
export function partnerInviteMail(to: string, partner: { companyName: string }, inviteUrl: string, locale: Locale = 'en'): Mail {
  const { t } = wordingFor(locale);
  return composeMail({
    to,
    subject: t('mailInviteSubject', { company: partner.companyName }),
    paragraphs: [t('mailGreetingHello'), t('mailInvite', { company: partner.companyName }), t('mailInviteLink'), t('mailInviteIgnore')],
    action: { label: t('mailInviteAction'), url: inviteUrl },
    signOff: t('mailSignOff'),
  });
}
