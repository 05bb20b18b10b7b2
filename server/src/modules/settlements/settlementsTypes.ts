// What the settlements module answers and takes (issue 35). tsoa reads these for the OpenAPI spec.

type TermsKind = 'commission' | 'fixed';

/** What MoveDay keeps of each job a partner does, and what the partner is paid for it. */
export interface PartnerTerms {
  /** `commission`: MoveDay keeps a share of the job's final amount; `fixed`: the partner is paid a fixed amount per job. */
  kind: TermsKind;
  /** MoveDay's share of the final amount, in percent (0 to 100, at most two decimals); null for a fixed payout. */
  commissionPercent: number | null;
  /** The partner's payout per job, in cents; null for a commission. */
  fixedPayoutCents: number | null;
  /** The partner has no terms of its own: the company's default commission (PARTNER_COMMISSION_PERCENT) holds. */
  isDefault: boolean;
}

/** The terms as the console shows them: the partner's own view, with who set them and its Stripe account. */
export interface AdminPartnerTerms extends PartnerTerms {
  /** The Stripe Connect account payouts may be sent to (acct_...); null: paid by hand. */
  stripeAccountId: string | null;
  /** When they were last set (ms since the epoch); null while the default holds. */
  updatedAt: number | null;
  /** The admin who set them, by the name they had then; null while the default holds. */
  updatedBy: string | null;
}

/** `PUT /admin/partners/{id}/terms`: the terms from now on. Jobs already completed keep theirs. */
export interface PartnerTermsInput {
  kind: TermsKind;
  /** MoveDay's share, 0 to 100 percent, at most two decimals; with `commission` only. */
  commissionPercent?: number | null;
  /** The partner's payout per job, a whole number of cents from 1 to 10,000,000 ($100,000); with `fixed` only. */
  fixedPayoutCents?: number | null;
  /** The partner's Stripe Connect account (acct_ and letters or digits), or null for none. Absent: kept. */
  stripeAccountId?: string | null;
}

type EarningKind = 'job' | 'callout' | 'adjustment';

/** A line of what a partner earned: a completed job, a call-out fee, or an admin's adjustment. */
export interface EarningLine {
  id: string;
  /** The order's database id. */
  orderId: string;
  /** The order's move number (MD-...). */
  moveID: string;
  /** `job`: a completed job's payout; `callout`: a job cancelled after the cut-off; `adjustment`: an admin's, plus or minus. */
  kind: EarningKind;
  /** Cents; an adjustment may be negative. */
  amountCents: number;
  /** A job's final amount in cents, as it was earned; null for other lines. */
  finalAmountCents: number | null;
  /** The terms a job was earned under, in words ("17.5% commission", "$450.00 fixed"); null for other lines. */
  terms: string | null;
  /** Why an admin adjusted; null for other lines. */
  reason: string | null;
  /** The admin who adjusted, by the name they had then; null for the lines MoveDay wrote. */
  recordedBy: string | null;
  /** The company's calendar day it was earned (UTC midnight ms). */
  earnedOn: number;
  /** The statement that pays it (its id and number), or null: it goes into the next Monday's. */
  statementId: string | null;
  statementNumber: string | null;
}

/** What a partner earned, line by line, and the sum. */
export interface PartnerEarnings {
  lines: EarningLine[];
  totalCents: number;
}

/** `POST /admin/partners/{id}/earnings`: an adjustment to what the partner earned for one of its jobs. */
export interface AdjustmentRequest {
  /** The order's database id: a job the partner did (or was paid a call-out for). */
  orderId: string;
  /** Cents, plus (an extra hour, a tip passed on) or minus (a damage claim); not 0, at most 100,000,000 either way. */
  amountCents: number;
  /** Why, for the partner's statement; 1 to 500 characters. */
  reason: string;
}

type StatementStateName = 'unpaid' | 'sending' | 'paid';
type PayoutMethodName = 'transfer' | 'check' | 'cash' | 'stripe';

/** A partner's weekly statement as the partner sees it: what MoveDay owes it for the week, and whether it was paid. */
export interface Statement {
  id: string;
  /** ST- and a number, e.g. ST-1001. */
  number: string;
  /** The week's Monday and Sunday in the company's calendar (UTC midnight ms). */
  weekStart: number;
  weekEnd: number;
  /** When it was issued (ms since the epoch). */
  issuedAt: number;
  /** The sum of its lines, in cents: what this statement pays. */
  totalCents: number;
  /** What earlier statements still owed the partner when this one was issued, in cents. */
  earlierOpenCents: number;
  /** `unpaid`, `sending` (a Stripe transfer awaits Stripe's word) or `paid`. */
  state: StatementStateName;
  /** The day it was paid (UTC midnight ms), how, and the reference (a check's number, the transfer's id); null while unpaid. */
  paidOn: number | null;
  paidMethod: PayoutMethodName | null;
  paidReference: string | null;
}

/** A statement with its lines: each job, call-out fee and adjustment it pays. */
export interface StatementDetail extends Statement {
  lines: EarningLine[];
}

/** A statement as the console shows it: the partner's view, with the partner, who recorded the payment and the last transfer's fate. */
export interface AdminStatement extends Statement {
  partnerId: string;
  /** The partner's company name when the statement was issued. */
  partnerName: string;
  /** The admin who recorded the payment, by the name they had then, or `Stripe`; null while unpaid. */
  paidBy: string | null;
  /** Whether the partner has a Stripe Connect account to pay it to now. */
  canPayWithStripe: boolean;
  /** Why the last Stripe transfer failed (Stripe's words); null when none failed since. */
  transferError: string | null;
}

export interface AdminStatementDetail extends AdminStatement {
  lines: EarningLine[];
}

/** `POST /admin/settlements/{id}/payment`: how the statement was paid, by hand. */
export interface PayoutRequest {
  /** `transfer` (a bank transfer), `check` or `cash`. A Stripe transfer goes by `POST .../transfer`. */
  method: 'transfer' | 'check' | 'cash';
  /** A check's number, the bank's reference; at most 100 characters. */
  reference?: string | null;
  /** The day it was paid (UTC midnight ms): not after today, not before the statement's week ended. */
  paidOn: number;
}

/** `POST /admin/settlements/issue`: issue the statements of a week that has ended (the Monday job does it for the last week by itself). */
export interface IssueStatementsRequest {
  /** Any day of the week (UTC midnight ms); the week must have ended. */
  weekOf: number;
}

export interface IssuedStatements {
  weekStart: number;
  weekEnd: number;
  /** The statements issued now; a partner that had the week's statement already gets no second one. */
  issued: AdminStatement[];
}

/** The statements the same filter selects, in cents: their total, what of it is paid, and what is owed. */
export interface StatementTotals {
  count: number;
  totalCents: number;
  paidCents: number;
  owedCents: number;
}

/** The dashboard's money out: what MoveDay owes its partners, and what it paid them this month. */
export interface SettlementFigures {
  /** Unpaid statements' totals, in cents. */
  owedCents: number;
  /** How many statements are unpaid. */
  statementsUnpaid: number;
  /** Statements paid this calendar month (company time zone), by the day paid, in cents. */
  paidThisMonthCents: number;
  /** Lines earned that no statement holds yet (they go into the next Monday's), in cents. */
  notYetStatedCents: number;
}

/** `settlement.issued` and `settlement.paid` webhook events' data. */
export interface WebhookSettlementData {
  /** The statement as `GET /api/admin/settlements/{id}` shows it right after the change, lines included. */
  statement: AdminStatementDetail;
}
