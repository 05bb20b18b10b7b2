import { formatCents } from '@moveday/openapi';
import { parseCents } from '../payments/cents';
import type { AdminPartnerTerms, PartnerTermsInput } from '../lib/types';

/** The terms in a line: "Commission: MoveDay keeps 17.5% of each job's final amount" or "Fixed payout: $450.00 per job". */
export function termsText(terms: Pick<AdminPartnerTerms, 'kind' | 'commissionPercent' | 'fixedPayoutCents'>): string {
  return terms.kind === 'commission'
    ? `Commission: MoveDay keeps ${terms.commissionPercent}% of each job's final amount`
    : `Fixed payout: ${formatCents(terms.fixedPayoutCents ?? 0)} per job`;
}

/** The edit dialog's fields, as typed. */
export interface TermsForm {
  kind: 'commission' | 'fixed';
  percent: string;
  payout: string;
  stripeAccountId: string;
}

export const termsFormOf = (terms: AdminPartnerTerms): TermsForm => ({
  kind: terms.kind,
  percent: terms.commissionPercent === null ? '' : String(terms.commissionPercent),
  payout: terms.fixedPayoutCents === null ? '' : (terms.fixedPayoutCents / 100).toFixed(2),
  stripeAccountId: terms.stripeAccountId ?? '',
});

export const PERCENT_PROBLEM = 'A percentage from 0 to 100, at most two decimals, e.g. 17.5';
export const STRIPE_ACCOUNT_PROBLEM = 'A Stripe account id starts with acct_, e.g. acct_1Nv0FGQ9RKHgCVdK';

/** The form as the server takes it, or what is wrong with each field (the server checks the same, in its words). */
export function termsBodyOf(form: TermsForm): { body: PartnerTermsInput; problems?: undefined } | { body?: undefined; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const account = form.stripeAccountId.trim();
  if (account && !/^acct_[A-Za-z0-9]+$/.test(account)) problems.stripeAccountId = STRIPE_ACCOUNT_PROBLEM;
  const stripeAccountId = account || null;
  if (form.kind === 'commission') {
    const percent = form.percent.trim().replace(/\s*%$/, '');
    const valid = /^\d{1,3}(\.\d{1,2})?$/.test(percent) && Number(percent) <= 100;
    if (!valid) problems.commissionPercent = PERCENT_PROBLEM;
    return Object.keys(problems).length > 0 ? { problems } : { body: { kind: 'commission', commissionPercent: Number(percent), stripeAccountId } };
  }
  const payout = parseCents(form.payout);
  if (payout.problem !== undefined) problems.fixedPayoutCents = payout.problem;
  return Object.keys(problems).length > 0 || payout.cents === undefined
    ? { problems }
    : { body: { kind: 'fixed', fixedPayoutCents: payout.cents, stripeAccountId } };
}
