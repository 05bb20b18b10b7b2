import crypto from 'node:crypto';
import { ErrorCode, MAIL_STATES, type MailState } from '@moveday/openapi';
import type { Transaction } from 'sequelize';
import { getConfig, type Config } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { conflict, notFound } from '../../platform/errors.js';
import { defineQueue, enqueue, retryWaitingNow, type QueueDefinition, type QueueName } from '../../platform/jobs.js';
import { deliverMail, SMTP_CONNECTIONS, type Mail } from '../../platform/mail.js';
import { logger } from '../../platform/logger.js';
import { isClosedAddress } from '../../platform/redaction.js';
import { parseListRequest, someOf, type ListFilter, type ListPage, type ListQuery } from '../../platform/restList.js';
import * as repo from './mailsRepository.js';
import type { MailDetail, MailRow } from './mailsTypes.js';

/** What the mail queue's job carries: the mail, and which job is in charge of it. */
interface MailJob {
  mailId: string;
  jobId: string;
}

const MAIL_QUEUE = 'mail';

/** The mail queue's name and retry policy, from the configuration. */
const mailJobs = (config: Config): QueueName<MailJob> => ({
  name: MAIL_QUEUE,
  retry: {
    retries: config.mailRetries,
    firstRetrySeconds: config.mailFirstRetrySeconds,
    // Connect, greeting and the answers each have the timeout: an attempt past four of them is lost.
    attemptSeconds: 4 * config.mailTimeoutSeconds,
  },
});

/** The mail queue, opened by server.ts with the job queue. */
export const mailQueue = (config: Config): QueueDefinition<MailJob> =>
  defineQueue(mailJobs(config), { batchSize: SMTP_CONNECTIONS, handle: sendQueuedMail, failed: markFailedForGood });

/** Who the mail is about, for the console: the order it concerns. */
export interface MailAbout {
  order?: { id: string; moveNumber: string };
  /** A mail holding a secret (a reset link): its body is dropped once it is sent or has failed. */
  secret?: boolean;
}

/**
 * Queues a mail in the transaction of the change that causes it: it is sent once that commits
 * (by whichever server's worker takes it), and never if it rolls back.
 */
export async function queueMail(mail: Mail, transaction: Transaction, about: MailAbout = {}): Promise<void> {
  // A closed account's orders keep a placeholder address (issue 21): no mail goes there.
  if (isClosedAddress(mail.to)) return;
  const jobId = crypto.randomUUID();
  const stored = await repo.insertMail(
    { mail, secret: about.secret ?? false, orderId: about.order?.id ?? null, orderNumber: about.order?.moveNumber ?? null, jobId },
    transaction,
  );
  await enqueue(mailJobs(getConfig()), { mailId: stored.id, jobId }, transaction);
  transaction.afterCommit(() => logger.info({ mailId: stored.id, to: mail.to, subject: mail.subject }, 'mail queued'));
}

/** Words for the log and the console from whatever the mail server or the network threw. */
const describeFailure = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** Whether this server's last attempt failed: the next that succeeds finds the relay back. */
let relayFailing = false;
/** When this server last brought the waiting mails forward: a burst of retried mails does it once. */
let broughtForwardAt = 0;

/**
 * The relay takes mail again after failing: the mails waiting for a retry go now, not at the end
 * of their doubled waits (after a ten-minute outage those would be up to as long again).
 */
async function relayBack(): Promise<void> {
  relayFailing = false;
  if (Date.now() - broughtForwardAt < 5_000) return;
  broughtForwardAt = Date.now();
  const count = await retryWaitingNow(MAIL_QUEUE);
  if (count > 0) logger.info({ count }, 'the mail server takes mail again: the mails waiting for a retry are sent now');
}

/** The mail queue's job: one attempt at one mail. A throw fails the attempt, and the queue retries it. */
async function sendQueuedMail({ mailId, jobId }: MailJob): Promise<void> {
  const mail = await repo.startAttempt(mailId, jobId);
  if (!mail) return; // sent already, or handed to a newer job
  try {
    const attachments = await repo.findAttachments(mailId);
    await deliverMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text!,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(attachments.length ? { attachments } : {}),
    });
  } catch (err) {
    const error = describeFailure(err);
    logger.warn({ mailId, to: mail.to, subject: mail.subject, attempt: mail.attempts, error }, 'mail not sent; it will be tried again');
    relayFailing = true;
    await repo.markRetrying(mailId, jobId, error);
    throw err;
  }
  await repo.markSent(mailId, jobId);
  logger.info({ mailId, to: mail.to, subject: mail.subject, attempt: mail.attempts }, 'mail sent');
  // A mail that got through on a retry says the relay is back too, whichever server saw it fail.
  if (relayFailing || mail.attempts > 1) await relayBack();
}

/** The mail queue's dead letter: every retry failed, or the last attempt was lost with its server. */
async function markFailedForGood({ mailId, jobId }: MailJob): Promise<void> {
  await repo.markFailed(mailId, jobId);
  logger.error({ mailId }, 'mail failed for good: every retry failed; an admin can send it again from the console');
}

// ---------------------------------------------------------------------------------------------
// The console's Mail list

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
const orderIdFilter: ListFilter<string> = { choices: ['an order id (UUID)'], parse: (value) => databaseId(value) };

export async function listMails(query: ListQuery): Promise<ListPage<MailRow>> {
  const request = parseListRequest(query, {
    sortable: ['createdAt', 'updatedAt', 'to', 'subject', 'state', 'attempts', 'orderNumber'],
    defaultSort: ['createdAt', 'DESC'],
    filters: { state: someOf<MailState>(STATE_KEYS), orderId: orderIdFilter },
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
    if (again) await enqueue(mailJobs(getConfig()), { mailId: again.id, jobId }, transaction);
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
