import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';
import { redactor } from '../../platform/redaction.js';

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
  await db().query(
    `UPDATE mails SET state = 'failed', job_id = gen_random_uuid(), last_error = $2, updated_at = now()
      WHERE lower(to_address) = ANY($1::text[]) AND state IN ('queued', 'retrying')`,
    { bind: [addresses, DROPPED], transaction },
  );
  const own = await db().query<{ id: string; subject: string }>('SELECT id, subject FROM mails WHERE lower(to_address) = ANY($1::text[])', {
    bind: [addresses],
    transaction,
    type: QueryTypes.SELECT,
  });
  for (const mail of own) {
    await db().query('DELETE FROM mail_attachments WHERE mail_id = $1', { bind: [mail.id], transaction });
    await db().query(
      `UPDATE mails SET to_address = $2, reply_to = NULL, subject = $3, text_body = NULL, html_body = NULL, secret = true, updated_at = now() WHERE id = $1`,
      { bind: [mail.id, closure.placeholder, redact.text(mail.subject)], transaction },
    );
  }
  const others = await db().query<{ id: string; replyTo: string | null; subject: string; text: string | null; html: string | null }>(
    `SELECT id, reply_to AS "replyTo", subject, text_body AS text, html_body AS html FROM mails
      WHERE NOT (lower(to_address) = ANY($1::text[])) AND (lower(reply_to) = ANY($1::text[]) OR order_id = ANY($2::uuid[]))`,
    { bind: [addresses, closure.orderIds], transaction, type: QueryTypes.SELECT },
  );
  for (const mail of others) {
    const replyTo = mail.replyTo && addresses.includes(mail.replyTo.trim().toLowerCase()) ? null : mail.replyTo;
    await db().query('UPDATE mails SET reply_to = $2, subject = $3, text_body = $4, html_body = $5, updated_at = now() WHERE id = $1', {
      bind: [
        mail.id,
        replyTo,
        redact.text(mail.subject),
        mail.text === null ? null : redact.text(mail.text),
        mail.html === null ? null : redact.text(mail.html),
      ],
      transaction,
    });
  }
}
