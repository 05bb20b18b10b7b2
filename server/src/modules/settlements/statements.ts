// Weekly statements and payouts (issue 35). Each Monday (company time zone) a job issues, for each
// partner whose open lines add up to more than nothing, a statement of the lines earned up to the
// Sunday before that no statement holds yet: a line written later about an earlier week (an
// admin's correction) goes into the next one. A statement never changes once issued, but for how
// it was paid: recorded by an admin, or a Stripe Connect transfer, reconciled by Stripe's event.
import {
  COMPANY_TIME_ZONE,
  DAY_MS,
  ErrorCode,
  MANUAL_PAYOUT_METHODS,
  dayProblem,
  dayToIso,
  isoToDay,
  mondayOf,
  todayIn,
  type ManualPayoutMethod,
} from '@moveday/openapi';
import type Stripe from 'stripe';
import type { Transaction } from 'sequelize';
import type { Principal } from '../../platform/auth.js';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { AppError, conflict, notFound, validationError } from '../../platform/errors.js';
import { wordingFor, type Wording } from '../../platform/i18n.js';
import { defineQueue, enqueue, type QueueDefinition, type QueueName } from '../../platform/jobs.js';
import { logger } from '../../platform/logger.js';
import { findPartnerAddressees, type PartnerAddressee } from '../crews/index.js';
import { publishStatementEvent } from '../integrations/index.js';
import { mailIn, queueMail } from '../mails/index.js';
import { findPartner } from '../partners/index.js';
import { nameOfAccount } from '../users/index.js';
import * as earningsRepo from './earningsRepository.js';
import { lineView } from './earnings.js';
import * as repo from './statementsRepository.js';
import type {
  AdminStatement,
  AdminStatementDetail,
  IssueStatementsRequest,
  IssuedStatements,
  PayoutRequest,
  Statement,
  StatementDetail,
} from './settlementsTypes.js';
import { centsIn, payoutMethodIn, statementCsv, statementFileName, statementPdf, weekIn } from './statementPaper.js';

const REFERENCE_MAX = 100;
const companyToday = () => todayIn(COMPANY_TIME_ZONE);

/** The week (Monday to Sunday, YYYY-MM-DD) of a calendar day. */
export function weekOf(day: number): { weekStart: string; weekEnd: string } {
  const monday = mondayOf(day);
  return { weekStart: dayToIso(monday), weekEnd: dayToIso(monday + 6 * DAY_MS) };
}

const dayOrNull = (iso: string | null) => (iso === null ? null : isoToDay(iso));

export const statementView = (row: repo.StatementRecord): Statement => ({
  id: row.id,
  number: row.number,
  weekStart: isoToDay(row.weekStart),
  weekEnd: isoToDay(row.weekEnd),
  issuedAt: row.issuedAt.getTime(),
  totalCents: row.totalCents,
  earlierOpenCents: row.earlierOpenCents,
  state: repo.stateOf(row),
  paidOn: dayOrNull(row.paidOn),
  paidMethod: row.paidMethod,
  paidReference: row.paidReference,
});

export const adminStatementView = (row: repo.StatementRecord): AdminStatement => ({
  ...statementView(row),
  partnerId: row.partnerId,
  partnerName: row.partnerName,
  paidBy: row.paidByName,
  canPayWithStripe: row.stripeAccount !== null,
  transferError: row.paidOn === null ? row.transferError : null,
});

interface StatementMailJob {
  statementId: string;
  kind: 'issued' | 'paid';
}

const statementMailJobs: QueueName<StatementMailJob> = { name: 'statement-mails', retry: { retries: 8, firstRetrySeconds: 10, attemptSeconds: 120 } };
const weeklyJobs: QueueName<object> = { name: 'statements', retry: { retries: 6, firstRetrySeconds: 60, attemptSeconds: 1800 } };

/** The partner's own page of the statement on the site. */
const statementPage = (w: Wording, statement: repo.StatementRecord) => ({
  label: w.t('mailStatementAction'),
  url: `${getConfig().publicUrl}/partner/statements/${statement.id}`,
});

/** The mail of an issued statement to one addressee, in its language, with the PDF and the CSV. */
async function issuedMail(statement: repo.StatementRecord, lines: earningsRepo.EarningRecord[], to: PartnerAddressee, transaction: Transaction): Promise<void> {
  const w = wordingFor(to.locale);
  const week = weekIn(w, statement);
  const total = centsIn(w, statement.totalCents);
  const mail = mailIn(
    w,
    to.email,
    w.t('mailStatementSubject', { number: statement.number, total, ...week }),
    [
      w.t('mailGreeting', { name: to.contactName || to.companyName }),
      w.t('mailStatement', { number: statement.number, total, count: lines.length, ...week }),
      ...(statement.earlierOpenCents > 0 ? [w.t('mailStatementEarlier', { earlier: centsIn(w, statement.earlierOpenCents) })] : []),
      w.t('mailStatementAttached'),
    ],
    statementPage(w, statement),
  );
  const files = [
    { fileName: statementFileName(statement, 'pdf'), contentType: 'application/pdf', content: await statementPdf(w, statement, lines) },
    { fileName: statementFileName(statement, 'csv'), contentType: 'text/csv; charset=utf-8', content: statementCsv(w, lines) },
  ];
  await queueMail({ ...mail, replyTo: getConfig().infoEmail, attachments: files }, transaction);
}

/** The mail saying a statement was paid, how and when. */
async function paidMail(statement: repo.StatementRecord, to: PartnerAddressee, transaction: Transaction): Promise<void> {
  const w = wordingFor(to.locale);
  const total = centsIn(w, statement.totalCents);
  const mail = mailIn(
    w,
    to.email,
    w.t('mailStatementPaidSubject', { number: statement.number, total }),
    [
      w.t('mailGreeting', { name: to.contactName || to.companyName }),
      w.t('mailStatementPaid', {
        number: statement.number,
        total,
        method: payoutMethodIn(w, statement.paidMethod!),
        date: w.day(isoToDay(statement.paidOn!)),
        ...weekIn(w, statement),
      }),
      ...(statement.paidReference ? [w.t('mailStatementPaidReference', { reference: statement.paidReference })] : []),
    ],
    statementPage(w, statement),
  );
  await queueMail({ ...mail, replyTo: getConfig().infoEmail }, transaction);
}

export function statementsWith(stripe: Stripe | null) {
  /** The statement with its lines as the console and the webhooks show it. */
  async function adminDetail(id: string, transaction?: Transaction): Promise<AdminStatementDetail> {
    const statementId = databaseId(id);
    const row = statementId ? await repo.findStatement(statementId, transaction) : null;
    if (!row) throw notFound('statementNotFound');
    return { ...adminStatementView(row), lines: (await earningsRepo.earningsOfStatement(row.id, transaction)).map(lineView) };
  }

  /** The statement's event for integrators, with the statement as it is in `transaction`. */
  const publish = (row: repo.StatementRecord, type: 'settlement.issued' | 'settlement.paid', transaction: Transaction) =>
    publishStatementEvent(row, type, async () => ({ statement: await adminDetail(row.id, transaction) }), transaction);

  /**
   * Issues the partner's statement of the week (YYYY-MM-DD Monday and Sunday) when it has none yet
   * and its open lines add up to more than nothing; answers it, or null. Its mails and its event
   * are queued in the same transaction.
   */
  async function issueOne(partnerId: string, week: { weekStart: string; weekEnd: string }): Promise<repo.StatementRecord | null> {
    return db().transaction(async (transaction) => {
      await repo.lockPartnerStatements(partnerId, transaction);
      if (await repo.hasStatementFor(partnerId, week.weekStart, transaction)) return null;
      const lines = await earningsRepo.openEarnings(partnerId, week.weekEnd, transaction);
      const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
      // Owed nothing (a deduction as large as the week's work): the lines wait for the next week.
      if (totalCents <= 0) return null;
      const partner = await findPartner(partnerId, transaction);
      const id = await repo.insertStatement(
        {
          partnerId,
          partnerName: partner?.companyName ?? 'A former partner',
          ...week,
          totalCents,
          earlierOpenCents: await repo.unpaidTotal(partnerId, transaction),
        },
        lines.map((line) => line.id),
        transaction,
      );
      const row = (await repo.findStatement(id, transaction))!;
      await enqueue(statementMailJobs, { statementId: id, kind: 'issued' }, transaction);
      await publish(row, 'settlement.issued', transaction);
      return row;
    });
  }

  /** Every partner's statement of the week of `day`, one partner at a time (each in its own transaction). */
  async function issueWeek(day: number): Promise<{ weekStart: string; weekEnd: string; issued: repo.StatementRecord[] }> {
    const week = weekOf(day);
    const issued: repo.StatementRecord[] = [];
    for (const partnerId of await repo.partnersOwed(week.weekEnd)) {
      const row = await issueOne(partnerId, week);
      if (row) issued.push(row);
    }
    if (issued.length > 0) logger.info({ weekStart: week.weekStart, issued: issued.length }, 'partner statements issued');
    return { ...week, issued };
  }

  /** An admin issues the statements of a week that has ended (a Monday the server was down, or before the job's hour). */
  async function issueFor(request: IssueStatementsRequest): Promise<IssuedStatements> {
    const problem = dayProblem(request.weekOf, companyToday());
    if (problem) throw validationError({ weekOf: problem });
    if (mondayOf(request.weekOf) + 7 * DAY_MS > companyToday()) throw validationError({ weekOf: 'statementWeekInvalid' });
    const { weekStart, weekEnd, issued } = await issueWeek(request.weekOf);
    return { weekStart: isoToDay(weekStart), weekEnd: isoToDay(weekEnd), issued: issued.map(adminStatementView) };
  }

  /** Monday's job (06:00, company time): last week's statements. */
  const weeklyQueue = (): QueueDefinition<object> =>
    defineQueue(weeklyJobs, {
      batchSize: 1,
      schedule: { cron: '0 6 * * 1', timeZone: COMPANY_TIME_ZONE },
      async handle() {
        await issueWeek(companyToday() - 7 * DAY_MS);
      },
    });

  /** A statement's mails to the partner's primary contact and sign-ins, each in its reader's language, drawn off the request. */
  const mailsQueue = (): QueueDefinition<StatementMailJob> =>
    defineQueue(statementMailJobs, {
      batchSize: 2,
      async handle({ statementId, kind }) {
        await db().transaction(async (transaction) => {
          const statement = await repo.findStatement(statementId, transaction);
          if (!statement) return;
          const addressees = await findPartnerAddressees(statement.partnerId, transaction);
          if (kind === 'paid') {
            for (const to of addressees) await paidMail(statement, to, transaction);
            return;
          }
          const lines = await earningsRepo.earningsOfStatement(statement.id, transaction);
          for (const to of addressees) await issuedMail(statement, lines, to, transaction);
        });
      },
    });

  /** Records the payment of the locked, unpaid statement, its mail and its event. */
  async function recordPaid(row: repo.StatementRecord, payment: repo.Payment, transaction: Transaction): Promise<repo.StatementRecord> {
    await repo.markPaid(row.id, payment, transaction);
    const paid = (await repo.findStatement(row.id, transaction))!;
    await enqueue(statementMailJobs, { statementId: row.id, kind: 'paid' }, transaction);
    await publish(paid, 'settlement.paid', transaction);
    return paid;
  }

  /** The statement locked, still to pay: 409 when it is paid, or a transfer for it awaits Stripe's word. */
  async function lockedUnpaid(id: string, transaction: Transaction): Promise<repo.StatementRecord> {
    const statementId = databaseId(id);
    const row = statementId ? await repo.findStatement(statementId, transaction, true) : null;
    if (!row) throw notFound('statementNotFound');
    if (row.paidOn !== null) throw conflict(ErrorCode.statementPaid, 'statementPaidAlready');
    if (row.transferState === 'sent') throw conflict(ErrorCode.statementPaid, 'statementTransferPending');
    return row;
  }

  /** An admin records how a statement was paid by hand. Two admins at once: the second answers 409. */
  async function pay(actor: Principal, id: string, request: PayoutRequest): Promise<AdminStatementDetail> {
    if (!MANUAL_PAYOUT_METHODS.includes(request.method as ManualPayoutMethod)) throw validationError({ method: 'payoutMethodInvalid' });
    const reference = typeof request.reference === 'string' ? request.reference.trim() : '';
    if (reference.length > REFERENCE_MAX) throw validationError({ reference: 'payoutReferenceTooLong' });
    return db().transaction(async (transaction) => {
      const row = await lockedUnpaid(id, transaction);
      if (dayProblem(request.paidOn, companyToday()) || request.paidOn > companyToday() || request.paidOn < isoToDay(row.weekEnd))
        throw validationError({ paidOn: 'payoutDayInvalid' });
      await recordPaid(
        row,
        {
          paidOn: dayToIso(request.paidOn),
          method: request.method,
          reference: reference || null,
          paidBy: actor.id,
          paidByName: await nameOfAccount(actor.id, transaction),
        },
        transaction,
      );
      return adminDetail(row.id, transaction);
    });
  }

  /**
   * Pays a statement by a Stripe Connect transfer to the partner's account. The statement is marked
   * as sending first (so a second click answers 409), then Stripe is asked, with an idempotency key
   * of the statement and the attempt; it is paid once Stripe's `transfer.created` event comes. A
   * refusal leaves it unpaid with Stripe's words, and answers 502.
   */
  async function payWithStripe(id: string): Promise<AdminStatementDetail> {
    if (!stripe) throw conflict(ErrorCode.payoutNotPossible, 'payoutStripeOff');
    const { row, attempt } = await db().transaction(async (transaction) => {
      const locked = await lockedUnpaid(id, transaction);
      if (!locked.stripeAccount) throw conflict(ErrorCode.payoutNotPossible, 'payoutNoStripeAccount');
      return { row: locked, attempt: await repo.startTransfer(locked.id, transaction) };
    });
    try {
      const transfer = await stripe.transfers.create(
        {
          amount: row.totalCents,
          currency: 'usd',
          destination: row.stripeAccount!,
          description: `MoveDay statement ${row.number}`,
          transfer_group: row.number,
          metadata: { statementId: row.id, statementNumber: row.number },
        },
        { idempotencyKey: `statement-${row.id}-transfer-${attempt}` },
      );
      await repo.noteTransfer(row.id, transfer.id);
    } catch (err) {
      const reason = err instanceof Error && 'type' in err ? err.message : 'Stripe did not answer';
      logger.warn({ err, statementId: row.id }, 'a payout transfer failed');
      await repo.failTransfer(row.id, reason);
      throw new AppError(502, ErrorCode.paymentProvider, { key: 'payoutTransferRefused', params: { reason: reason.replace(/\.$/, '') } });
    }
    return adminDetail(row.id);
  }

  /**
   * Stripe's word on a transfer, in the webhook's transaction: `transfer.created` pays the statement
   * it was made for; `transfer.reversed` (the money taken back) makes a statement it paid unpaid
   * again, with the reason. A reversal heard before the creation (events come in any order) keeps
   * the creation from paying it.
   */
  async function stripeEventReaction(event: Stripe.Event, transaction: Transaction): Promise<void> {
    if (event.type !== 'transfer.created' && event.type !== 'transfer.reversed') return;
    const transfer = event.data.object;
    const statementId = databaseId(transfer.metadata?.statementId);
    const row = statementId ? await repo.findStatement(statementId, transaction, true) : null;
    if (!row) return;
    if (event.type === 'transfer.reversed') {
      const paidByIt = row.paidMethod === 'stripe' && row.paidReference === transfer.id;
      if (paidByIt || (row.paidOn === null && row.transferId === transfer.id) || row.transferId === null)
        await repo.reverseTransfer(row.id, `Stripe reversed the transfer ${transfer.id}`, transaction);
      return;
    }
    if (row.paidOn !== null || (row.transferState === 'failed' && row.transferId === transfer.id)) return;
    await recordPaid(
      row,
      {
        paidOn: dayToIso(todayIn(COMPANY_TIME_ZONE, new Date(transfer.created * 1000))),
        method: 'stripe',
        reference: transfer.id,
        paidBy: null,
        paidByName: 'Stripe',
      },
      transaction,
    );
  }

  /** A partner's sign-in reads only its own partner's statements: another's answers 404, as none would. */
  async function ownStatement(actor: Principal, id: string): Promise<{ row: repo.StatementRecord; detail: StatementDetail }> {
    const statementId = databaseId(id);
    const row = statementId ? await repo.findStatement(statementId) : null;
    if (!row || row.partnerId !== actor.partnerId) throw notFound('statementNotFound');
    return { row, detail: { ...statementView(row), lines: (await earningsRepo.earningsOfStatement(row.id)).map(lineView) } };
  }

  /** A partner's sign-in lists its own partner's statements, newest first. */
  async function ownStatements(actor: Principal): Promise<Statement[]> {
    if (!actor.partnerId) throw notFound('partnerNotFound');
    const rows = await repo.findStatementPage({ criteria: { partnerId: actor.partnerId }, sort: 'weekStart', order: 'DESC', offset: 0, limit: 520 });
    return rows.map(statementView);
  }

  return { adminDetail, ownStatements, issueFor, issueWeek, weeklyQueue, mailsQueue, pay, payWithStripe, stripeEventReaction, ownStatement };
}

export type Statements = ReturnType<typeof statementsWith>;
