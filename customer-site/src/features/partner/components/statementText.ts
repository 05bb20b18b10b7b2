import { COMPANY_TIME_ZONE, dayIn, moneyIn, numberIn, todayIn, type PayoutMethod, type WordKey } from '@moveday/openapi';
import type { EarningLine } from '../api/getStatement';
import type { Statement } from '../api/getStatements';
import type { PartnerTerms } from '../api/getTerms';
import type { JobWords } from './jobText';

/**
 * A statement's weeks, state, money and lines in the reader's words. Its weeks and its payment's
 * day are calendar days (UTC midnight on the wire), read in UTC; its issue is an instant, shown
 * as the company's day (Denver), as its PDF has it: no phone's time zone shifts any of them.
 */

/** Cents, as the ledger keeps money: $1,234.50 (-$25.00 for a deduction). */
export const centsText = ({ locale }: JobWords, cents: number): string => moneyIn(locale, cents / 100);

/** "MoveDay keeps 20% of each job's final amount." or "You are paid $450.00 per job." */
export function termsText(words: JobWords, terms: Pick<PartnerTerms, 'kind' | 'commissionPercent' | 'fixedPayoutCents'>): string {
  if (terms.kind === 'fixed' && terms.fixedPayoutCents !== null) return words.t('statementsTermsFixed', { amount: centsText(words, terms.fixedPayoutCents) });
  return words.t('statementsTermsCommission', { percent: numberIn(words.locale, terms.commissionPercent ?? 0) });
}

type Week = Pick<Statement, 'weekStart' | 'weekEnd'>;

const weekDays = ({ locale }: JobWords, week: Week) => ({ start: dayIn(locale, week.weekStart), end: dayIn(locale, week.weekEnd) });

/** "Week of 11/16/2026 to 11/22/2026", a list row's. */
export const weekOfText = (words: JobWords, week: Week): string => words.t('statementWeekOf', weekDays(words, week));

/** "11/16/2026 to 11/22/2026", beside the label Week. */
export const weekText = (words: JobWords, week: Week): string => words.t('statementWeekDays', weekDays(words, week));

/** The company's day a statement was issued on. */
export const issuedDayText = ({ locale }: JobWords, issuedAt: number): string => dayIn(locale, todayIn(COMPANY_TIME_ZONE, new Date(issuedAt)));

type Paid = Pick<Statement, 'state' | 'paidOn' | 'paidMethod'>;

/** A list row's chip: Unpaid, Transfer sent, or Paid on <day>. */
export function stateText(words: JobWords, statement: Paid): string {
  if (statement.state === 'paid' && statement.paidOn !== null) return words.t('statementStatePaid', { day: dayIn(words.locale, statement.paidOn) });
  return words.t(statement.state === 'sending' ? 'statementStateSending' : 'statementStateUnpaid');
}

const PAID_BY: Record<PayoutMethod, WordKey> = {
  transfer: 'statementPaidByTransfer',
  check: 'statementPaidByCheck',
  cash: 'statementPaidInCash',
  stripe: 'statementPaidByStripe',
};

/** The statement's payment in a sentence: not paid yet, a transfer on its way, or paid on a day by a method. */
export function paymentText(words: JobWords, statement: Paid): string {
  if (statement.state === 'paid' && statement.paidOn !== null) {
    const day = dayIn(words.locale, statement.paidOn);
    return statement.paidMethod ? words.t(PAID_BY[statement.paidMethod], { day }) : words.t('statementStatePaid', { day });
  }
  return words.t(statement.state === 'sending' ? 'statementSending' : 'statementUnpaid');
}

/** What earlier statements still owed on issue, and this one: what MoveDay owed in all then. */
export const owedCents = (statement: Pick<Statement, 'totalCents' | 'earlierOpenCents'>): number => statement.totalCents + statement.earlierOpenCents;

/** The newest week first (the server's order too), then the latest issued. */
export const newestFirst = <S extends Pick<Statement, 'weekStart' | 'issuedAt'>>(statements: readonly S[]): S[] =>
  [...statements].sort((a, b) => b.weekStart - a.weekStart || b.issuedAt - a.issuedAt);

export const LINE_KIND_WORDS: Record<EarningLine['kind'], WordKey> = {
  job: 'statementLineJob',
  callout: 'statementLineCallout',
  adjustment: 'statementLineAdjustment',
};

/**
 * What a line is about beyond its kind and amount: a job's final amount; an adjustment's reason
 * and who made it. The server's `terms` are English words: shown only for a job whose final
 * amount is missing, the one thing the page could not word itself.
 */
export function lineDetails(words: JobWords, line: Pick<EarningLine, 'kind' | 'finalAmountCents' | 'terms' | 'reason' | 'recordedBy'>): string[] {
  if (line.kind === 'job') {
    if (line.finalAmountCents !== null) return [words.t('statementLineFinalAmount', { amount: centsText(words, line.finalAmountCents) })];
    return line.terms ? [line.terms] : [];
  }
  if (line.kind === 'adjustment')
    return [line.reason, line.recordedBy && words.t('statementLineAdjustedBy', { name: line.recordedBy })].filter((text): text is string => !!text);
  return [];
}
