import {
  DAY_MS,
  ErrorCode,
  MANUAL_PAYOUT_METHODS,
  Messages,
  PAYOUT_METHODS,
  STATEMENT_STATES,
  formatCents,
  formatDay,
  isoToDay,
  dayToIso,
  labelOf,
  mondayOf,
  type ManualPayoutMethod,
  type PayoutMethod,
  type StatementState,
} from '@moveday/openapi';
import { ApiError, messageOf } from '../lib/http';
import type { AdminStatement, IssuedStatements, SettlementListFilter, SettlementPeriod, StateChipColor } from '../lib/types';

/** How a statement's state looks: owed wants paying, a transfer on its way is nearly done, paid is done. */
export const STATEMENT_STATE_COLORS: Record<StatementState, StateChipColor> = {
  unpaid: 'warning',
  sending: 'info',
  paid: 'success',
};

export const statementStateLabel = (state: StatementState): string => labelOf(STATEMENT_STATES, state);
export const payoutMethodLabel = (method: PayoutMethod): string => labelOf(PAYOUT_METHODS, method);

/** The ways an admin records a payout by hand, in the catalogue's words (a Stripe transfer is recorded from Stripe's event). */
export const MANUAL_PAYOUT_CHOICES: readonly { key: ManualPayoutMethod; label: string }[] = MANUAL_PAYOUT_METHODS.map((key) => ({
  key,
  label: payoutMethodLabel(key),
}));

/** The statement's week, Monday to Sunday. */
export const weekText = (statement: Pick<AdminStatement, 'weekStart' | 'weekEnd'>): string =>
  `${formatDay(statement.weekStart)} to ${formatDay(statement.weekEnd)}`;

/** The day it was paid and how ("12/15/2026, Check"), or undefined while it is not. */
export function paidText(statement: Pick<AdminStatement, 'paidOn' | 'paidMethod'>): string | undefined {
  if (statement.paidOn === null) return undefined;
  return statement.paidMethod ? `${formatDay(statement.paidOn)}, ${payoutMethodLabel(statement.paidMethod)}` : formatDay(statement.paidOn);
}

/** What the partner was owed in all when the statement was issued: this one and what earlier ones still owed, as its paper says. */
export const owedOnIssueCents = (statement: Pick<AdminStatement, 'totalCents' | 'earlierOpenCents'>): number =>
  statement.totalCents + statement.earlierOpenCents;

export const PAID_ALREADY = 'Paid already';
export const TRANSFER_UNDER_WAY = 'A Stripe transfer is under way: it shows Paid once Stripe confirms it';
export const NO_STRIPE_ACCOUNT = "The partner has no Stripe account: set it in the partner's terms, or mark the statement paid";

/** Why Mark paid is closed, or undefined while it is open (an unpaid statement, no transfer on its way). */
export function markPaidBlock(statement: Pick<AdminStatement, 'state'>): string | undefined {
  if (statement.state === 'paid') return PAID_ALREADY;
  if (statement.state === 'sending') return TRANSFER_UNDER_WAY;
  return undefined;
}

/** Why Pay with Stripe is closed, or undefined while it is open (unpaid, and the partner has a connected account). */
export function stripePayBlock(statement: Pick<AdminStatement, 'state' | 'canPayWithStripe'>): string | undefined {
  return markPaidBlock(statement) ?? (statement.canPayWithStripe ? undefined : NO_STRIPE_ACCOUNT);
}

/** How soon a statement whose transfer is on its way is asked for again: Stripe's event usually comes within a second. */
export const SENDING_REFRESH_MS = 1_000;

/** Whether a statement's page, or a page of them, asks again by itself (react-query's refetchInterval): while a transfer awaits Stripe's word. */
export const refreshWhileSending = (statements: readonly Pick<AdminStatement, 'state'>[] | undefined): number | false =>
  statements?.some((statement) => statement.state === 'sending') ? SENDING_REFRESH_MS : false;

/**
 * What a refused payment says: the server's words. A refused Stripe transfer (502, 7040) carries
 * Stripe's reason, which the console's general rule would hide behind the catalogue's text.
 */
export function payoutRefusalText(error: unknown): string {
  if (error instanceof ApiError && error.errorCode === ErrorCode.paymentProvider) {
    const body = error.body as { errorMessage?: unknown } | undefined;
    if (typeof body?.errorMessage === 'string') return body.errorMessage;
  }
  return messageOf(error);
}

/** What Pay with Stripe asks before sending the money. */
export const transferQuestion = (statement: Pick<AdminStatement, 'number' | 'totalCents' | 'partnerName'>): string =>
  `Send ${formatCents(statement.totalCents)} to ${statement.partnerName} by a Stripe transfer to its connected account? Statement ${statement.number} shows Transfer sent until Stripe confirms it.`;

/** The statement list's tabs: every statement, then one per state, in the catalogue's order and words. */
export const STATE_TABS: readonly { value: 'all' | StatementState; label: string }[] = [
  { value: 'all', label: 'All' },
  ...STATEMENT_STATES.map((state) => ({ value: state.key, label: state.label })),
];

/** The tab a list filter stands for: one known state, else All (none, or several given in the address). */
export function stateTabOf(state: unknown): 'all' | StatementState {
  return typeof state === 'string' && STATEMENT_STATES.some((s) => s.key === state) ? (state as StatementState) : 'all';
}

/** The query of the list's totals for a filter: react-admin's refresh refetches it with the list. */
export const settlementTotalsKey = (filter: object) => ['settlements', 'totals', filter] as const;

/** The dashboard's money out. */
export const SETTLEMENT_FIGURES_KEY = ['settlements', 'figures'] as const;

/** The list filtered as a link from elsewhere asks (a partner's statements): react-admin's list address. */
export function settlementListPath(filter: SettlementListFilter): string {
  return `/settlements?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}

/** The period the list's filters give (From and To, the first not after the last), or undefined: then the admin is asked for one. */
export function periodOf(filter: Pick<SettlementListFilter, 'from' | 'to'>): SettlementPeriod | undefined {
  const { from, to } = filter;
  return typeof from === 'number' && typeof to === 'number' && from <= to ? { from, to } : undefined;
}

/** The calendar month before today's: the period the accountant's file offers when the filters give none. */
export function lastMonthOf(today: number): SettlementPeriod {
  const iso = dayToIso(today);
  const firstOfThisMonth = isoToDay(`${iso.slice(0, 8)}01`);
  const to = firstOfThisMonth - DAY_MS;
  return { from: isoToDay(`${dayToIso(to).slice(0, 8)}01`), to };
}

/** What is wrong with a period as typed, or undefined (the server's words: both days, the first not after the last). */
export const periodProblem = (from: number | null, to: number | null): string | undefined =>
  from === null || to === null || from > to ? Messages.settlementsPeriodRequired : undefined;

/** The last day of the last week that has ended (a Sunday): the latest day Issue a week takes. */
export const lastEndedSunday = (today: number): number => mondayOf(today) - DAY_MS;

/** Whether a day's week (Monday to Sunday) has ended by today: only such a week's statements can be issued. */
export const weekHasEnded = (day: number, today: number): boolean => mondayOf(day) + 7 * DAY_MS <= today;

/** The week a day is in, Monday to Sunday. */
export const weekOf = (day: number): { weekStart: number; weekEnd: number } => ({ weekStart: mondayOf(day), weekEnd: mondayOf(day) + 6 * DAY_MS });

/** What Issue a week says once the server answers: how many were issued, for which week. */
export function issuedText(answer: Pick<IssuedStatements, 'weekStart' | 'weekEnd'> & { issued: readonly unknown[] }): string {
  const week = weekText(answer);
  const count = answer.issued.length;
  if (count === 0) return `No new statements for ${week}: each partner owed something has its statement already`;
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'statement' : 'statements'} issued for ${week}`;
}

/** The dashboard's count of statements unpaid, in words. */
export const unpaidCountText = (count: number): string =>
  count === 0 ? 'No statement unpaid' : `${count.toLocaleString('en-US')} ${count === 1 ? 'statement' : 'statements'} unpaid`;

export const PAY_DAY_MISSING = 'Say which day it was paid';

/** What is wrong with the day a statement was paid, as typed (the server's rule: not after today, not before the week ended), or undefined. */
export function paidOnProblem(day: number | null, today: number, statement: Pick<AdminStatement, 'weekEnd'>): string | undefined {
  if (day === null) return PAY_DAY_MISSING;
  return day > today || day < statement.weekEnd ? Messages.payoutDayInvalid : undefined;
}

/** The server's limit on a payout's reference. */
export const PAYOUT_REFERENCE_MAX = 100;
