// The enquiry mails (DESIGN §6): each enquiry to the company inbox, with reply-to the sender, and
// an acknowledgement to the sender, with reply-to the company inbox. Their words live here.
import type { Config } from '../../platform/config.js';
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
    paragraphs: [...paragraphs, `Received: ${e.createdAt.toISOString()} (reference ${e.id})`, `Reply to this message to answer ${oneLine(e.firstName)} directly.`],
  }),
  replyTo: e.email,
});

/** To the sender, greeted by name; a reply goes to the company inbox. */
const toSender = (e: repo.EnquiryRecord, config: Config, subject: string, paragraphs: string[]): Mail => ({
  ...composeMail({
    to: e.email,
    subject,
    paragraphs: [`Hi ${oneLine(e.firstName)},`, ...paragraphs, 'If you did not send this enquiry, you can ignore this message.'],
  }),
  replyTo: config.infoEmail,
});

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

export const acknowledgementForCommercial = (e: repo.EnquiryRecord, config: Config): Mail =>
  toSender(e, config, 'We received your commercial move enquiry', [
    'Thank you for telling us about your commercial move. A member of our team will get back to you shortly with the next steps.',
    `Your move: from ${e.fromLocation} to ${e.toLocation}.`,
    `What you told us: ${e.message}`,
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

export const acknowledgementForHome = (e: repo.EnquiryRecord, config: Config): Mail =>
  toSender(e, config, 'We received your enquiry', [
    'Thank you for getting in touch with MoveDay. We have received your enquiry and will get back to you shortly.',
    `About: ${e.selectOption}`,
    ...(e.message ? [`Your message: ${e.message}`] : []),
  ]);
