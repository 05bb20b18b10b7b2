// Each partner's terms (issue 35): what MoveDay keeps of a job, set by an admin on the partner's
// page and shown to the partner in its area. A partner without terms of its own is on the company's
// default commission (PARTNER_COMMISSION_PERCENT). Terms hold from the moment they are set: a job
// already completed keeps the terms it was earned under.
import type { Transaction } from 'sequelize';
import type { Principal } from '../../platform/auth.js';
import { db } from '../../platform/database.js';
import { notFound, validationError } from '../../platform/errors.js';
import { findPartner } from '../partners/index.js';
import { nameOfAccount } from '../users/index.js';
import type { AdminPartnerTerms, PartnerTerms, PartnerTermsInput } from './settlementsTypes.js';
import * as repo from './termsRepository.js';

export interface SettlementSettings {
  /** MoveDay's share of a job's final amount for a partner without terms of its own, in basis points (2000 = 20%). */
  defaultCommissionBasisPoints: number;
  /** What the partner of a job cancelled after the cut-off is paid, in cents; 0: nothing. */
  calloutFeeCents: number;
}

/** What the partner earns for a job of `finalAmountCents` under `terms`, in whole cents. */
export function payoutCents(terms: Pick<repo.TermsRecord, 'kind' | 'commissionBasisPoints' | 'fixedPayoutCents'>, finalAmountCents: number): number {
  if (terms.kind === 'fixed') return terms.fixedPayoutCents!;
  return Math.round((finalAmountCents * (10_000 - terms.commissionBasisPoints!)) / 10_000);
}

/** A percentage from 0 to 100 with at most two decimals, as basis points; null otherwise. */
function basisPointsOf(percent: number | null | undefined): number | null {
  if (typeof percent !== 'number' || percent < 0 || percent > 100) return null;
  const points = Math.round(percent * 100);
  return Math.abs(points - percent * 100) < 1e-6 ? points : null;
}

const MAX_PAYOUT_CENTS = 10_000_000;
const given = (value: unknown) => value !== null && value !== undefined;
const STRIPE_ACCOUNT = /^acct_[A-Za-z0-9]{1,255}$/;

/** The terms as sent, checked: one kind's figure and not the other's, a figure in range, a Connect account's id. */
function checkedTerms(input: PartnerTermsInput): { commissionBasisPoints: number | null; fixedPayoutCents: number | null } {
  const commission = input.kind === 'commission';
  if (commission && given(input.fixedPayoutCents)) throw validationError({ fixedPayoutCents: 'termsOneKindOnly' });
  if (!commission && given(input.commissionPercent)) throw validationError({ commissionPercent: 'termsOneKindOnly' });
  if (given(input.stripeAccountId) && !STRIPE_ACCOUNT.test(input.stripeAccountId!)) throw validationError({ stripeAccountId: 'termsStripeAccountInvalid' });
  if (commission) {
    const points = basisPointsOf(input.commissionPercent);
    if (points === null) throw validationError({ commissionPercent: 'termsCommissionInvalid' });
    return { commissionBasisPoints: points, fixedPayoutCents: null };
  }
  const cents = input.fixedPayoutCents;
  if (typeof cents !== 'number' || !Number.isInteger(cents) || cents < 1 || cents > MAX_PAYOUT_CENTS)
    throw validationError({ fixedPayoutCents: 'termsFixedPayoutInvalid' });
  return { commissionBasisPoints: null, fixedPayoutCents: cents };
}

/** The partner's id; 404 for no such partner, one that is gone, or a sign-in with none. */
export async function existingPartner(id: string | null | undefined): Promise<string> {
  const partner = id ? await findPartner(id) : null;
  if (!partner) throw notFound('partnerNotFound');
  return partner.id;
}

/** The terms a partner is on now: its own, or the default commission. */
export async function termsInForce(
  partnerId: string,
  settings: SettlementSettings,
  transaction?: Transaction,
): Promise<Pick<repo.TermsRecord, 'kind' | 'commissionBasisPoints' | 'fixedPayoutCents'>> {
  return (
    (await repo.findTerms(partnerId, transaction)) ?? {
      kind: 'commission',
      commissionBasisPoints: settings.defaultCommissionBasisPoints,
      fixedPayoutCents: null,
    }
  );
}

export function termsWith(settings: SettlementSettings) {
  const defaults = { kind: 'commission' as const, commissionBasisPoints: settings.defaultCommissionBasisPoints, fixedPayoutCents: null };

  /** The partner's terms as stored, or the default commission. */
  async function termsOf(partnerId: string): Promise<{ record: repo.TermsRecord | null; terms: typeof defaults | repo.TermsRecord }> {
    const record = await repo.findTerms(partnerId);
    return { record, terms: record ?? defaults };
  }

  const view = (terms: Pick<repo.TermsRecord, 'kind' | 'commissionBasisPoints' | 'fixedPayoutCents'>, isDefault: boolean): PartnerTerms => ({
    kind: terms.kind,
    commissionPercent: terms.kind === 'commission' ? terms.commissionBasisPoints! / 100 : null,
    fixedPayoutCents: terms.kind === 'fixed' ? terms.fixedPayoutCents : null,
    isDefault,
  });

  const adminView = (record: repo.TermsRecord | null): AdminPartnerTerms => ({
    ...view(record ?? defaults, record === null),
    stripeAccountId: record?.stripeAccount ?? null,
    updatedAt: record?.updatedAt.getTime() ?? null,
    updatedBy: record?.updatedByName ?? null,
  });

  /** The console's view of a partner's terms. */
  async function adminTerms(id: string): Promise<AdminPartnerTerms> {
    return adminView((await termsOf(await existingPartner(id))).record);
  }

  /** An admin sets a partner's terms; its Stripe account is kept unless given. */
  async function setTerms(actor: Principal, id: string, input: PartnerTermsInput): Promise<AdminPartnerTerms> {
    const figures = checkedTerms(input);
    const partnerId = await existingPartner(id);
    return db().transaction(async (transaction) => {
      const stored = await repo.findTerms(partnerId, transaction);
      const saved = await repo.saveTerms(
        partnerId,
        {
          kind: input.kind,
          ...figures,
          stripeAccount: input.stripeAccountId === undefined ? (stored?.stripeAccount ?? null) : input.stripeAccountId,
        },
        { id: actor.id, name: await nameOfAccount(actor.id, transaction) },
        transaction,
      );
      return adminView(saved);
    });
  }

  /** A partner's sign-in reads its own partner's terms. */
  async function ownTerms(actor: Principal): Promise<PartnerTerms> {
    const { record, terms } = await termsOf(await existingPartner(actor.partnerId));
    return view(terms, record === null);
  }

  return { adminTerms, setTerms, ownTerms };
}

export type Terms = ReturnType<typeof termsWith>;
