import crypto from 'node:crypto';
import type { Transaction } from 'sequelize';
import { getConfig, type Config } from '../../platform/config.js';
import { defineQueue, enqueue, retryWaitingNow, type QueueDefinition, type QueueName } from '../../platform/jobs.js';
import { deliverMail, SMTP_CONNECTIONS, type Mail } from '../../platform/mail.js';
import { logger } from '../../platform/logger.js';
import { isClosedAddress } from '../../platform/redaction.js';
import * as repo from './mailsRepository.js';

/** What the mail queue's job carries: the mail, and which job is in charge of it. */
export interface MailJob {
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
  defineQueue(mailJobs(config), {
    batchSize: SMTP_CONNECTIONS,
    handle: sendQueuedMail,
    failed: markFailedForGood,
    outgoing: { kind: 'mails', countWaiting: repo.countWaitingMails, dropWaiting: repo.dropWaitingMails },
  });

/** Hands a stored mail to the queue, under the job id the mail row names. */
export const enqueueMailJob = (job: MailJob, transaction: Transaction): Promise<void> => enqueue(mailJobs(getConfig()), job, transaction);

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
  await enqueueMailJob({ mailId: stored.id, jobId }, transaction);
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
