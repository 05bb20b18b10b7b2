// The partners module's mails: the insurance's reminders, to the partner in the language of the
// sign-in at its address, and to the company inbox in English (staff read it).
import { formatDay, isoToDay, type Locale } from '@moveday/openapi';
import { ENGLISH, wordingFor } from '../../platform/i18n.js';
import { composeMail, type Mail } from '../../platform/mail.js';
import type { PartnerRecord } from './partnersRepository.js';

/** To the partner: its insurance on file ends on a day; no jobs after it without the renewed policy. */
export function partnerInsuranceMail(partner: PartnerRecord, to: string, infoEmail: string, locale: Locale): Mail {
  const w = wordingFor(locale);
  const day = w.day(isoToDay(partner.insuranceExpires!));
  return composeMail({
    to,
    subject: w.t('mailInsuranceSubject', { day }),
    paragraphs: [
      w.t('mailGreeting', { name: partner.primaryContact.name || partner.companyName }),
      w.t('mailInsuranceEnds', { company: partner.companyName, day }),
      w.t('mailInsuranceNoJobs', { day }),
      w.t('mailInsuranceSend', { email: infoEmail }),
    ],
    signOff: w.t('mailSignOff'),
  });
}

/** To the company inbox: a partner's insurance ends on a day, with a button to the partner's record. */
export function inboxInsuranceMail(partner: PartnerRecord, to: string, publicUrl: string): Mail {
  const { t } = ENGLISH;
  const company = partner.companyName;
  const day = formatDay(isoToDay(partner.insuranceExpires!));
  return composeMail({
    to,
    subject: t('inboxInsuranceSubject', { company, day }),
    paragraphs: [
      t('inboxInsuranceEnds', { company, city: partner.city, state: partner.state, day }),
      t('inboxInsuranceRenew', { contact: partner.primaryContact.name || t('inboxInsuranceContact') }),
    ],
    action: { label: t('inboxOpenPartner'), url: `${publicUrl}/admin/editpartner?id=${partner.id}` },
  });
}
