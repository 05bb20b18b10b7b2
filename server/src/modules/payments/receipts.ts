// Receipts (issue 34): a mail and a PDF for each payment and refund, in the customer's language,
// queued in the transaction that writes the ledger line (sent once it commits, never if it rolls
// back), and drawn by a job of their own.
import { isoToDay, type PaymentMethod, type WordKey } from '@moveday/openapi';
import type { Content, TableCell } from 'pdfmake';
import type { Transaction } from 'sequelize';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { defineQueue, enqueue, type QueueDefinition, type QueueName } from '../../platform/jobs.js';
import type { Wording } from '../../platform/i18n.js';
import { BRAND, companyLetter, letterhead, pdfmake, ruledSection, type DocumentDefinition } from '../../platform/pdf.js';
import { customerMail, orderPage, queueMail } from '../mails/index.js';
import { customerWording, findMove, type MoveRecord } from '../orders/index.js';
import { moneyOf } from './ledgerService.js';
import * as repo from './paymentsRepository.js';
import type { OrderMoney } from './paymentsTypes.js';

const METHOD_WORDS: Record<PaymentMethod, WordKey> = {
  card: 'paperMethodCard',
  cash: 'paperMethodCash',
  check: 'paperMethodCheck',
  transfer: 'paperMethodTransfer',
};

export const methodIn = (w: Wording, method: PaymentMethod) => w.t(METHOD_WORDS[method]);
const centsIn = (w: Wording, cents: number) => w.money(cents / 100);

/** Where the order's money stands after the line: paid so far, and what is left or credited. */
export function standingIn(w: Wording, money: Pick<OrderMoney, 'paidCents' | 'balanceCents'>): string {
  const paid = centsIn(w, money.paidCents);
  if (money.balanceCents === null) return w.t('mailReceiptNoPrice', { paid });
  if (money.balanceCents > 0) return w.t('mailReceiptBalance', { paid, balance: centsIn(w, money.balanceCents) });
  if (money.balanceCents < 0) return w.t('mailReceiptCredit', { paid, credit: centsIn(w, -money.balanceCents) });
  return w.t('mailReceiptPaidUp', { paid });
}

/** The receipt as a letter-size PDF: the line, then the order's money after it. */
export function receiptDocument(w: Wording, move: MoveRecord, line: repo.LedgerRecord, money: OrderMoney): DocumentDefinition {
  const { t } = w;
  const { company } = getConfig();
  const refund = line.kind === 'refund';
  const row = (label: string, value: string, bold = false): TableCell[] => [
    { text: label, color: BRAND.muted, fontSize: 10 },
    { text: value, bold, fontSize: 10 },
  ];
  const section = (title: string, rows: TableCell[][]): Content => ruledSection(title, w.locale, [130, '*'], rows);
  const balance =
    money.balanceCents === null
      ? row(t('paperReceiptBalance'), t('paperReceiptNoPrice'))
      : money.balanceCents < 0
        ? row(t('paperReceiptCredit'), centsIn(w, -money.balanceCents), true)
        : row(t('paperReceiptBalance'), centsIn(w, money.balanceCents), true);
  return companyLetter(t('paperReceiptTitle', { moveNumber: move.moveNumber }), [
    ...letterhead(
      t(refund ? 'paperRefundHeading' : 'paperReceiptHeading'),
      t('paperReceiptIssued', { date: w.day(isoToDay(line.receivedOn)) }),
      [0, 10, 0, 14],
    ),
    section(t(refund ? 'paperReceiptRefund' : 'paperReceiptPayment'), [
      row(t('paperReceiptAmount'), centsIn(w, line.amountCents), true),
      row(t('paperReceiptMethod'), methodIn(w, line.method)),
      row(t('paperReceiptDate'), w.day(isoToDay(line.receivedOn))),
      ...(line.reference ? [row(t('paperReceiptReference'), line.reference)] : []),
      ...(refund && line.reason ? [row(t('paperReceiptReason'), line.reason)] : []),
      row(t('paperReceiptNumber'), line.id),
    ]),
    section(t('paperReceiptStanding'), [
      row(t('paperMoveId'), move.moveNumber),
      row(t('paperCustomer'), `${move.customerFirstName ?? ''} ${move.customerLastName ?? ''}`.trim()),
      row(t('paperReceiptPrice'), money.priceCents === null ? t('paperReceiptNoPrice') : centsIn(w, money.priceCents)),
      row(t('paperReceiptPaid'), centsIn(w, money.paidCents)),
      balance,
    ]),
    { text: t('paperQuestions', { phone: company.phone, email: company.supportEmail, moveNumber: move.moveNumber }), fontSize: 10 },
  ]);
}

interface ReceiptJob {
  paymentId: string;
}

const receiptJobs: QueueName<ReceiptJob> = { name: 'receipts', retry: { retries: 8, firstRetrySeconds: 10, attemptSeconds: 120 } };

/**
 * Queues the receipt of a payment or refund, in the transaction that writes its line (sent once that
 * commits, never if it rolls back). A dispute gets none. The PDF is drawn by the job, off the
 * request: drawing takes tens of milliseconds of the one JavaScript thread, and a burst of Stripe's
 * events (or of bookings beside them) should not wait on it.
 */
export async function queueReceipt(move: MoveRecord, line: repo.LedgerRecord, transaction: Transaction): Promise<void> {
  if (line.kind === 'dispute' || !move.customerEmail) return;
  await enqueue(receiptJobs, { paymentId: line.id }, transaction);
}

/** The receipts' job: the mail and its PDF, in the customer's language, with the money as it stood once the line was written. */
export const receiptsQueue = (): QueueDefinition<ReceiptJob> =>
  defineQueue(receiptJobs, {
    batchSize: 2,
    // A burst of payments (Stripe's events for many at once) is answered first; its receipts follow.
    yieldsToRequests: { seconds: 10 },
    async handle({ paymentId }) {
      await db().transaction(async (transaction) => {
        const line = await repo.findLine(paymentId, transaction);
        const move = line && (await findMove(line.moveId, transaction));
        if (!line || !move?.customerEmail) return;
        const upToLine = (await repo.linesOf(move.id, transaction)).filter((other) => other.createdAt <= line.createdAt);
        await mailReceipt(move, move.customerEmail, line, moneyOf(move, upToLine), transaction);
      });
    },
  });

async function mailReceipt(move: MoveRecord, to: string, line: repo.LedgerRecord, money: OrderMoney, transaction: Transaction): Promise<void> {
  const w = await customerWording(move, transaction);
  const pdf = await (await pdfmake()).createPdf(receiptDocument(w, move, line, money)).getBuffer();
  const { publicUrl } = getConfig();
  const refund = line.kind === 'refund';
  const facts = { amount: centsIn(w, line.amountCents), method: methodIn(w, line.method), date: w.day(isoToDay(line.receivedOn)), moveNumber: move.moveNumber };
  const mail = customerMail(
    w,
    move,
    to,
    publicUrl,
    w.t(refund ? 'mailRefundSubject' : 'mailReceiptSubject', facts),
    [
      w.t(refund ? 'mailRefund' : 'mailReceipt', facts),
      ...(refund && line.method === 'card' ? [w.t('mailRefundCardDelay')] : []),
      standingIn(w, money),
      w.t('mailReceiptAttached'),
    ],
    orderPage(w, move, publicUrl),
  );
  const file = `moveday-${move.moveNumber}-${refund ? 'refund' : 'receipt'}-${line.id.slice(0, 8)}.pdf`;
  await queueMail({ ...mail, attachments: [{ fileName: file, contentType: 'application/pdf', content: pdf }] }, transaction, { order: move });
}

/**
 * The balance asked for after the move (issue 34): what is left of the price, with a link to pay it
 * by card on the order page when Stripe is on, else how to pay it. Nothing when nothing is left.
 * Answers whether a mail was queued.
 */
export async function queueBalanceMail(move: MoveRecord, cardsOn: boolean, transaction: Transaction): Promise<boolean> {
  const money = moneyOf(move, await repo.linesOf(move.id, transaction));
  if (!move.customerEmail || money.balanceCents === null || money.balanceCents <= 0 || money.priceCents === null) return false;
  const w = await customerWording(move, transaction);
  const { publicUrl, company } = getConfig();
  const balance = centsIn(w, money.balanceCents);
  const page = orderPage(w, move, publicUrl);
  const mail = customerMail(
    w,
    move,
    move.customerEmail,
    publicUrl,
    w.t('mailBalanceSubject', { moveNumber: move.moveNumber, balance }),
    [
      w.t('mailBalance', { moveNumber: move.moveNumber, price: centsIn(w, money.priceCents), paid: centsIn(w, money.paidCents), balance }),
      cardsOn ? w.t('mailBalanceOnline') : w.t('mailBalanceOffline', { moveNumber: move.moveNumber, phone: company.phone }),
    ],
    cardsOn ? { label: w.t('mailPayBalance', { balance }), url: page.url } : page,
  );
  await queueMail(mail, transaction, { order: move });
  return true;
}
