// The console's Mail list: every mail the server queued, its state and attempts, one mail with
// its body, and a failed one sent again.
import crypto from 'node:crypto';
import { ErrorCode, MAIL_STATES, type MailState } from '@moveday/openapi';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { conflict, notFound } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { idFilter, parseListRequest, someOf, type ListPage, type ListQuery } from '../../platform/restList.js';
import * as repo from './mailsRepository.js';
import { enqueueMailJob } from './mailsService.js';
import type { MailDetail, MailRow } from './mailsTypes.js';

const canResend = (mail: repo.MailRecord) => mail.state === 'failed' && mail.text !== null;

const toRow = (mail: repo.MailRecord): MailRow => ({
  id: mail.id,
  to: mail.to,
  subject: mail.subject,
  orderId: mail.orderId,
  moveID: mail.orderNumber,
  state: mail.state,
  attempts: mail.attempts,
  lastError: mail.state === 'sent' ? null : mail.lastError,
  createdAt: mail.createdAt.getTime(),
  updatedAt: mail.updatedAt.getTime(),
  sentAt: mail.sentAt?.getTime() ?? null,
  canResend: canResend(mail),
});

const STATE_KEYS = MAIL_STATES.map((state) => state.key);

/** An order's database id as a filter. */

export async function listMails(query: ListQuery): Promise<ListPage<MailRow>> {
  const request = parseListRequest(query, {
    sortable: ['createdAt', 'updatedAt', 'to', 'subject', 'state', 'attempts', 'orderNumber'],
    defaultSort: ['createdAt', 'DESC'],
    filters: { state: someOf<MailState>(STATE_KEYS), orderId: idFilter('an order id') },
  });
  const criteria: repo.MailCriteria = { states: request.filters.state, orderId: request.filters.orderId, terms: request.terms, ids: request.ids };
  const [rows, total] = await Promise.all([
    repo.findMailPage({ criteria, sort: request.sortField, order: request.sortOrder, offset: request.offset, limit: request.limit }),
    repo.countMails(criteria),
  ]);
  return { rows: rows.map(toRow), offset: request.offset, total };
}

async function existingMail(id: unknown): Promise<repo.MailRecord> {
  const key = databaseId(id);
  const mail = key ? await repo.findMail(key) : null;
  if (!mail) throw notFound('mailNotFound');
  return mail;
}

export async function getMail(id: string): Promise<MailDetail> {
  const mail = await existingMail(id);
  return { ...toRow(mail), replyTo: mail.replyTo, text: mail.text };
}

/** A failed mail goes back in the queue under a new job, its attempts counted on. */
export async function resendMail(id: string): Promise<MailDetail> {
  const mail = await existingMail(id);
  const jobId = crypto.randomUUID();
  const requeued = await db().transaction(async (transaction) => {
    const again = await repo.requeueFailed(mail.id, jobId, transaction);
    if (again) await enqueueMailJob({ mailId: again.id, jobId }, transaction);
    return again;
  });
  if (!requeued) {
    const now = (await repo.findMail(mail.id)) ?? mail;
    if (now.state !== 'failed') throw conflict(ErrorCode.mailNotResendable, 'mailNotFailed', { state: now.state });
    throw conflict(ErrorCode.mailNotResendable, 'mailSecretDiscarded');
  }
  logger.info({ mailId: mail.id, to: mail.to, subject: mail.subject }, 'failed mail queued again by an admin');
  return { ...toRow(requeued), replyTo: requeued.replyTo, text: requeued.text };
}
