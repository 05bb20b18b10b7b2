// The enquiry mails (DESIGN §6): each enquiry to the company inbox, with reply-to the sender, and
// an acknowledgement to the sender, with reply-to the company inbox. Their words live here.
import type { Locale, WordKey } from '@moveday/openapi';
import type { Config } from '../../platform/config.js';
import { wordingFor } from '../../platform/i18n.js';
import { composeMail, type Mail } from '../../platform/mail.js';
import type * as repo from './enquiriesRepository.js';

/** A name typed across lines stays on one line in a subject or a greeting. */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ');
const fullName = (e: repo.EnquiryRecord) => oneLine(`${e.firstName} ${e.lastName}`);

/** To the company inbox, ending with when it came and how to answer; a reply goes to the sender. */
const toCompany = (e: repo.EnquiryRecord, config: Config, subject: string, paragraphs: string[]): Mail => ({
  ...composeMail({
    to: config.infoEmail,
    subject,
    paragraphs: [
      ...paragraphs,
      `Received: ${e.createdAt.toISOString()} (reference ${e.id})`,
      `Reply to this message to answer ${oneLine(e.firstName)} directly.`,
    ],
  }),
  replyTo: e.email,
});

/** To the sender, greeted by name, in the language they wrote from; a reply goes to the company inbox. */
const toSender = (
  e: repo.EnquiryRecord,
  config: Config,
  locale: Locale,
  subject: WordKey,
  paragraphs: (t: ReturnType<typeof wordingFor>['t']) => string[],
): Mail => {
  const { t } = wordingFor(locale);
  return {
    ...composeMail({
      to: e.email,
      subject: t(subject),
      paragraphs: [t('mailGreeting', { name: oneLine(e.firstName) }), ...paragraphs(t), t('mailEnquiryIgnore')],
      signOff: t('mailSignOff'),
    }),
    replyTo: config.infoEmail,
  };
};

export const companyMailForCommercial = (e: repo.EnquiryRecord, config: Config): Mail =>
  toCompany(e, config, `Commercial move enquiry from ${fullName(e)}`, [
    'A visitor asked about a commercial move through the website.',
    `From: ${e.fromLocation}`,
    `To: ${e.toLocation}`,
    `Name: ${fullName(e)}`,
    `Email: ${e.email}`,
    `Phone: ${e.phone}`,
    `Description: ${e.message}`,
  ]);

export const acknowledgementForCommercial = (e: repo.EnquiryRecord, config: Config, locale: Locale = 'en'): Mail =>
  toSender(e, config, locale, 'mailCommercialAckSubject', (t) => [
    t('mailCommercialAckThanks'),
    t('mailCommercialAckMove', { from: e.fromLocation ?? '', to: e.toLocation ?? '' }),
    t('mailCommercialAckMessage', { message: e.message ?? '' }),
  ]);

export const companyMailForHome = (e: repo.EnquiryRecord, config: Config): Mail =>
  toCompany(e, config, `Enquiry (${e.selectOption}) from ${fullName(e)}`, [
    "A visitor sent an enquiry through the website's 'Get in touch with us' form.",
    `About: ${e.selectOption}`,
    `Name: ${fullName(e)}`,
    `Email: ${e.email}`,
    `Phone: ${e.phone}`,
    `Comment: ${e.message || '(none)'}`,
    `Agrees to hear from us: ${e.notification ? 'yes' : 'no'}`,
  ]);

export const acknowledgementForHome = (e: repo.EnquiryRecord, config: Config, locale: Locale = 'en'): Mail =>
  toSender(e, config, locale, 'mailHomeAckSubject', (t) => [
    t('mailHomeAckThanks'),
    t('mailHomeAckAbout', { option: t(`enquiryOption.${e.selectOption}` as WordKey) }),
    ...(e.message ? [t('mailHomeAckMessage', { message: e.message })] : []),
  ]);
