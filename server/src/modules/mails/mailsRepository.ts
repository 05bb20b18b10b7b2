import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';
import type { Mail, MailAttachment } from '../../platform/mail.js';

export type MailState = 'queued' | 'retrying' | 'sent' | 'failed';

/** A mail as the module sees it: a plain object. */
export interface MailRecord {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  /** Null once a secret mail's body has been discarded. */
  text: string | null;
  html: string | null;
  secret: boolean;
  orderId: string | null;
  orderNumber: string | null;
  state: MailState;
  attempts: number;
  lastError: string | null;
  jobId: string;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
}

const COLUMNS = `
  id, to_address AS "to", reply_to AS "replyTo", subject, text_body AS "text", html_body AS "html", secret,
  order_id AS "orderId", order_number AS "orderNumber", state, attempts, last_error AS "lastError", job_id AS "jobId",
  created_at AS "createdAt", updated_at AS "updatedAt", sent_at AS "sentAt"`;

/** Dates as Date objects whichever way the driver gave them. */
const toRecord = (row: MailRecord): MailRecord => ({
  ...row,
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
  sentAt: row.sentAt === null ? null : new Date(row.sentAt),
});

async function one(sql: string, bind: unknown[], transaction?: Transaction): Promise<MailRecord | null> {
  const [row] = await db().query<MailRecord>(sql, { bind, transaction, type: QueryTypes.SELECT });
  return row ? toRecord(row) : null;
}

export interface NewMail {
  mail: Mail;
  secret: boolean;
  orderId: string | null;
  orderNumber: string | null;
  jobId: string;
}

export async function insertMail({ mail, secret, orderId, orderNumber, jobId }: NewMail, transaction: Transaction): Promise<MailRecord> {
  const stored = (await one(
    `INSERT INTO mails (to_address, reply_to, subject, text_body, html_body, secret, order_id, order_number, job_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [mail.to, mail.replyTo ?? null, mail.subject, mail.text, mail.html ?? null, secret, orderId, orderNumber, jobId],
    transaction,
  ))!;
  for (const [position, file] of (mail.attachments ?? []).entries()) {
    await db().query('INSERT INTO mail_attachments (mail_id, position, file_name, content_type, content) VALUES ($1, $2, $3, $4, $5)', {
      bind: [stored.id, position, file.fileName, file.contentType, file.content],
      transaction,
    });
  }
  return stored;
}

/** The files a mail carries, in their order. */
export async function findAttachments(mailId: string): Promise<MailAttachment[]> {
  return db().query<MailAttachment>(
    'SELECT file_name AS "fileName", content_type AS "contentType", content FROM mail_attachments WHERE mail_id = $1 ORDER BY position',
    { bind: [mailId], type: QueryTypes.SELECT },
  );
}

export function findMail(id: string): Promise<MailRecord | null> {
  return one(`SELECT ${COLUMNS} FROM mails WHERE id = $1`, [id]);
}

/**
 * An attempt begins: counted, unless the mail is sent already or another job is now in charge of it
 * (it was sent again meanwhile). Null then: nothing to send.
 */
export function startAttempt(id: string, jobId: string): Promise<MailRecord | null> {
  return one(
    `UPDATE mails SET attempts = attempts + 1, updated_at = now()
      WHERE id = $1 AND job_id = $2 AND state IN ('queued', 'retrying') RETURNING ${COLUMNS}`,
    [id, jobId],
  );
}

/** A secret mail's body goes once it is no longer needed (sent, or failed for good). */
const DISCARD_SECRET = 'text_body = CASE WHEN secret THEN NULL ELSE text_body END, html_body = CASE WHEN secret THEN NULL ELSE html_body END';

export async function markSent(id: string, jobId: string): Promise<void> {
  await db().query(`UPDATE mails SET state = 'sent', sent_at = now(), updated_at = now(), last_error = NULL, ${DISCARD_SECRET} WHERE id = $1 AND job_id = $2`, {
    bind: [id, jobId],
  });
}

export async function markRetrying(id: string, jobId: string, error: string): Promise<void> {
  await db().query(`UPDATE mails SET state = 'retrying', last_error = $3, updated_at = now() WHERE id = $1 AND job_id = $2 AND state <> 'sent'`, {
    bind: [id, jobId, error],
  });
}

export async function markFailed(id: string, jobId: string): Promise<void> {
  await db().query(
    `UPDATE mails SET state = 'failed', updated_at = now(), last_error = COALESCE(last_error, 'the attempt did not finish in time'), ${DISCARD_SECRET}
      WHERE id = $1 AND job_id = $2 AND state IN ('queued', 'retrying')`,
    { bind: [id, jobId] },
  );
}

/** A failed mail is queued again under a new job; null when it is not failed (any more) or has no body left to send. */
export function requeueFailed(id: string, jobId: string, transaction: Transaction): Promise<MailRecord | null> {
  return one(
    `UPDATE mails SET state = 'queued', job_id = $2, updated_at = now()
      WHERE id = $1 AND state = 'failed' AND text_body IS NOT NULL RETURNING ${COLUMNS}`,
    [id, jobId],
    transaction,
  );
}

export type MailSortField = 'createdAt' | 'updatedAt' | 'to' | 'subject' | 'state' | 'attempts' | 'orderNumber';

export interface MailCriteria {
  states?: MailState[];
  orderId?: string;
  /** Each must occur in the address, subject or order number: lowercased, LIKE-escaped. */
  terms: string[];
  ids?: string[];
}

export interface MailPageRequest {
  criteria: MailCriteria;
  sort: MailSortField;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

const SORT_COLUMNS: Readonly<Record<MailSortField, string>> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  to: 'lower(to_address)',
  subject: 'lower(subject)',
  state: 'state',
  attempts: 'attempts',
  orderNumber: 'order_number',
};

function whereClause(criteria: MailCriteria, bind: unknown[]): string {
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const parts = ['true'];
  if (criteria.states) parts.push(`state = ANY(${param(criteria.states)}::text[])`);
  if (criteria.orderId) parts.push(`order_id = ${param(criteria.orderId)}`);
  if (criteria.ids) parts.push(`id = ANY(${param(criteria.ids)}::uuid[])`);
  for (const term of criteria.terms) parts.push(`search_text LIKE ${param(`%${term}%`)}`);
  return parts.join(' AND ');
}

/** A page in the asked order; ties newest first, then by id, so pages never overlap. */
export async function findMailPage(request: MailPageRequest): Promise<MailRecord[]> {
  const bind: unknown[] = [];
  const where = whereClause(request.criteria, bind);
  const orderBy =
    request.sort === 'createdAt'
      ? `created_at ${request.order}, id ${request.order}`
      : `${SORT_COLUMNS[request.sort]} ${request.order} NULLS LAST, created_at DESC, id DESC`;
  bind.push(request.limit, request.offset);
  const rows = await db().query<MailRecord>(
    `SELECT ${COLUMNS} FROM mails WHERE ${where} ORDER BY ${orderBy} LIMIT $${bind.length - 1} OFFSET $${bind.length}`,
    {
      bind,
      type: QueryTypes.SELECT,
    },
  );
  return rows.map(toRecord);
}

export async function countMails(criteria: MailCriteria): Promise<number> {
  const bind: unknown[] = [];
  const [row] = await db().query<{ total: number }>(`SELECT count(*)::int AS total FROM mails WHERE ${whereClause(criteria, bind)}`, {
    bind,
    type: QueryTypes.SELECT,
  });
  return row!.total;
}

/**
 * Drops the mails still queued to these addresses (lowercase), never to be sent: marked failed
 * under a new job id, so the job in the queue finds nothing to send, and one in the middle of an
 * attempt cannot mark them sent.
 */
export async function dropQueuedMailsTo(addresses: readonly string[], reason: string, transaction: Transaction): Promise<void> {
  await db().query(
    `UPDATE mails SET state = 'failed', job_id = gen_random_uuid(), last_error = $2, updated_at = now()
      WHERE lower(to_address) = ANY($1::text[]) AND state IN ('queued', 'retrying')`,
    { bind: [addresses, reason], transaction },
  );
}

/** How many mails wait to be sent (queued, or retrying). */
export async function countWaitingMails(): Promise<number> {
  const [row] = await db().query<{ count: number }>(`SELECT count(*)::int AS count FROM mails WHERE state IN ('queued', 'retrying')`, {
    type: QueryTypes.SELECT,
  });
  return row?.count ?? 0;
}

/**
 * Drops every mail waiting to be sent, never to be sent (outgoing work dropped after a restore):
 * marked failed under a new job id, as dropQueuedMailsTo does, so an admin can still send one of
 * them again from the console; a reset link's body goes, as at any failure.
 */
export async function dropWaitingMails(reason: string, transaction: Transaction): Promise<number> {
  const [, result] = await db().query(
    `UPDATE mails SET state = 'failed', job_id = gen_random_uuid(), last_error = $1, updated_at = now(), ${DISCARD_SECRET}
      WHERE state IN ('queued', 'retrying')`,
    { bind: [reason], transaction },
  );
  return (result as { rowCount?: number } | undefined)?.rowCount ?? 0;
}

/** Every mail to these addresses (lowercase). */
export const findMailsTo = (addresses: readonly string[], transaction: Transaction) =>
  db().query<{ id: string; subject: string }>('SELECT id, subject FROM mails WHERE lower(to_address) = ANY($1::text[])', {
    bind: [addresses],
    transaction,
    type: QueryTypes.SELECT,
  });

/** A mail to a closed address: the placeholder for the address, the subject given, no body nor attachments, marked secret. */
export async function emptyMail(id: string, placeholder: string, subject: string, transaction: Transaction): Promise<void> {
  await db().query('DELETE FROM mail_attachments WHERE mail_id = $1', { bind: [id], transaction });
  await db().query(
    `UPDATE mails SET to_address = $2, reply_to = NULL, subject = $3, text_body = NULL, html_body = NULL, secret = true, updated_at = now() WHERE id = $1`,
    { bind: [id, placeholder, subject], transaction },
  );
}

/** The mails to other addresses answering to these addresses (lowercase) or about these orders. */
export const findMailsAbout = (addresses: readonly string[], orderIds: readonly string[], transaction: Transaction) =>
  db().query<{ id: string; replyTo: string | null; subject: string; text: string | null; html: string | null }>(
    `SELECT id, reply_to AS "replyTo", subject, text_body AS text, html_body AS html FROM mails
      WHERE NOT (lower(to_address) = ANY($1::text[])) AND (lower(reply_to) = ANY($1::text[]) OR order_id = ANY($2::uuid[]))`,
    { bind: [addresses, orderIds], transaction, type: QueryTypes.SELECT },
  );

export async function rewriteMail(
  id: string,
  mail: { replyTo: string | null; subject: string; text: string | null; html: string | null },
  transaction: Transaction,
): Promise<void> {
  await db().query('UPDATE mails SET reply_to = $2, subject = $3, text_body = $4, html_body = $5, updated_at = now() WHERE id = $1', {
    bind: [id, mail.replyTo, mail.subject, mail.text, mail.html],
    transaction,
  });
}
