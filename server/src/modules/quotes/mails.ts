// The enquiry mails (DESIGN §6): each enquiry to the company inbox (in English, staff read it), with
// reply-to the sender, and an acknowledgement to the sender in their language, with reply-to the
// company inbox. Their words are the `mails` book's.
import type { Locale, WordKey } from '@moveday/openapi';
import type { Config } from '../../platform/config.js';
import { ENGLISH, wordingFor } from '../../platform/i18n.js';
import { composeMail, type Mail } from '../../platform/mail.js';
import type * as repo from './enquiriesRepository.js';

/** A name typed across lines stays on one line in a subject or a greeting. */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ');
const fullName = (e: repo.EnquiryRecord) => oneLine(`${e.firstName} ${e.lastName}`);

/** The company inbox's words: English. */
const english = ENGLISH.t;

/** To the company inbox, ending with when it came and how to answer; a reply goes to the sender. */
const toCompany = (e: repo.EnquiryRecord, config: Config, subject: string, paragraphs: string[]): Mail => ({
  ...composeMail({
    to: config.infoEmail,
    subject,
    paragraphs: [
      ...paragraphs,
      english('inboxEnquiryReceived', { at: e.createdAt.toISOString(), reference: e.id }),
      english('inboxEnquiryReply', { name: oneLine(e.firstName) }),
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
  toCompany(e, config, english('inboxCommercialSubject', { name: fullName(e) }), [
    english('inboxCommercial'),
    english('inboxCommercialFrom', { place: String(e.fromLocation) }),
    english('inboxCommercialTo', { place: String(e.toLocation) }),
    english('inboxEnquiryName', { name: fullName(e) }),
    english('inboxEnquiryEmail', { email: e.email }),
    english('inboxEnquiryPhone', { phone: e.phone }),
    english('inboxCommercialDescription', { description: e.message }),
  ]);

export const acknowledgementForCommercial = (e: repo.EnquiryRecord, config: Config, locale: Locale = 'en'): Mail =>
  toSender(e, config, locale, 'mailCommercialAckSubject', (t) => [
    t('mailCommercialAckThanks'),
    t('mailCommercialAckMove', { from: e.fromLocation ?? '', to: e.toLocation ?? '' }),
    t('mailCommercialAckMessage', { message: e.message ?? '' }),
  ]);

export const companyMailForHome = (e: repo.EnquiryRecord, config: Config): Mail =>
  toCompany(e, config, english('inboxHomeSubject', { option: String(e.selectOption), name: fullName(e) }), [
    english('inboxHome'),
    english('inboxHomeAbout', { option: String(e.selectOption) }),
    english('inboxEnquiryName', { name: fullName(e) }),
    english('inboxEnquiryEmail', { email: e.email }),
    english('inboxEnquiryPhone', { phone: e.phone }),
    english('inboxHomeComment', { comment: e.message || english('inboxHomeNoComment') }),
    english(e.notification ? 'inboxHomeAgrees' : 'inboxHomeDoesNotAgree'),
  ]);

export const acknowledgementForHome = (e: repo.EnquiryRecord, config: Config, locale: Locale = 'en'): Mail =>
  toSender(e, config, locale, 'mailHomeAckSubject', (t) => [
    t('mailHomeAckThanks'),
    t('mailHomeAckAbout', { option: t(`enquiryOption.${e.selectOption}` as WordKey) }),
    ...(e.message ? [t('mailHomeAckMessage', { message: e.message })] : []),
  ]);
