import type { Transaction } from 'sequelize';
import { redactor } from '../../platform/redaction.js';
import * as repo from './mailsRepository.js';

export interface MailsClosure {
  /** The closed account's address(es), any case. */
  addresses: string[];
  /** What the address becomes in the log. */
  placeholder: string;
  /** The account's orders: mails about them to others (partners, the inbox) lose the personal values in them. */
  orderIds: string[];
  /** The names, email, phone, streets and notes to take out of those mails. */
  personal: string[];
}

const DROPPED = 'Dropped: the account was closed';

/**
 * A closed account's mails (issue 21), in the closure's transaction:
 * - still queued to the address (queued or retrying): dropped, never sent. They are marked failed
 *   under a new job id, so the job in the queue finds nothing to send, and one in the middle of an
 *   attempt cannot mark them sent; with their body gone they cannot be sent again either;
 * - every row to the address loses the address (the placeholder), the body and the attachments;
 * - mails to others about its orders or answering to it (the inbox's copy of an enquiry) keep
 *   their body with the person's details taken out.
 */
export async function closeMailsOf(closure: MailsClosure, transaction: Transaction): Promise<void> {
  const addresses = [...new Set(closure.addresses.map((address) => address.trim().toLowerCase()))];
  const redact = redactor(closure.personal);
  await repo.dropQueuedMailsTo(addresses, DROPPED, transaction);
  for (const mail of await repo.findMailsTo(addresses, transaction)) await repo.emptyMail(mail.id, closure.placeholder, redact.text(mail.subject), transaction);
  for (const mail of await repo.findMailsAbout(addresses, closure.orderIds, transaction)) {
    const replyTo = mail.replyTo && addresses.includes(mail.replyTo.trim().toLowerCase()) ? null : mail.replyTo;
    await repo.rewriteMail(
      mail.id,
      {
        replyTo,
        subject: redact.text(mail.subject),
        text: mail.text === null ? null : redact.text(mail.text),
        html: mail.html === null ? null : redact.text(mail.html),
      },
      transaction,
    );
  }
}
