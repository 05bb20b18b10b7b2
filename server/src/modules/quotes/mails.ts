// The enquiry mails (DESIGN §6): each enquiry to the company inbox, with reply-to the sender, and
// an acknowledgement to the sender, with reply-to the company inbox. Their words live here.
import type { Config } from '../../platform/config.js';
import { composeMail, type Mail } from '../../platform/mail.js';
import type * as repo from './enquiriesRepository.js';

/** A name typed across lines stays on one line in a subject or a greeting. */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ');

export function companyMailForCommercial(e: repo.EnquiryRecord, config: Config): Mail {
  const name = oneLine(`${e.firstName} ${e.lastName}`);
  return {
    ...composeMail({
      to: config.infoEmail,
      subject: `Commercial move enquiry from ${name}`,
      paragraphs: [
        'A visitor asked about a commercial move through the website.',
        `From: ${e.fromLocation}`,
        `To: ${e.toLocation}`,
        `Name: ${name}`,
        `Email: ${e.email}`,
        `Phone: ${e.phone}`,
        `Description: ${e.message}`,
        `Received: ${e.createdAt.toISOString()} (reference ${e.id})`,
        `Reply to this message to answer ${oneLine(e.firstName)} directly.`,
      ],
    }),
    replyTo: e.email,
  };
}

export function acknowledgementForCommercial(e: repo.EnquiryRecord, config: Config): Mail {
  return {
    ...composeMail({
      to: e.email,
      subject: 'We received your commercial move enquiry',
      paragraphs: [
        `Hi ${oneLine(e.firstName)},`,
        'Thank you for telling us about your commercial move. A member of our team will get back to you shortly with the next steps.',
        `Your move: from ${e.fromLocation} to ${e.toLocation}.`,
        `What you told us: ${e.message}`,
        'If you did not send this enquiry, you can ignore this message.',
      ],
    }),
    replyTo: config.infoEmail,
  };
}

export function companyMailForHome(e: repo.EnquiryRecord, config: Config): Mail {
  const name = oneLine(`${e.firstName} ${e.lastName}`);
  return {
    ...composeMail({
      to: config.infoEmail,
      subject: `Enquiry (${e.selectOption}) from ${name}`,
      paragraphs: [
        "A visitor sent an enquiry through the website's 'Get in touch with us' form.",
        `About: ${e.selectOption}`,
        `Name: ${name}`,
        `Email: ${e.email}`,
        `Phone: ${e.phone}`,
        `Comment: ${e.message || '(none)'}`,
        `Agrees to hear from us: ${e.notification ? 'yes' : 'no'}`,
        `Received: ${e.createdAt.toISOString()} (reference ${e.id})`,
        `Reply to this message to answer ${oneLine(e.firstName)} directly.`,
      ],
    }),
    replyTo: e.email,
  };
}

export function acknowledgementForHome(e: repo.EnquiryRecord, config: Config): Mail {
  return {
    ...composeMail({
      to: e.email,
      subject: 'We received your enquiry',
      paragraphs: [
        `Hi ${oneLine(e.firstName)},`,
        'Thank you for getting in touch with MoveDay. We have received your enquiry and will get back to you shortly.',
        `About: ${e.selectOption}`,
        ...(e.message ? [`Your message: ${e.message}`] : []),
        'If you did not send this enquiry, you can ignore this message.',
      ],
    }),
    replyTo: config.infoEmail,
  };
}
