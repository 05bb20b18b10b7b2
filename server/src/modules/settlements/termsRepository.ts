import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';

/** A partner's own terms as stored (none: the default commission holds). */
export interface TermsRecord {
  kind: 'commission' | 'fixed';
  commissionBasisPoints: number | null;
  fixedPayoutCents: number | null;
  stripeAccount: string | null;
  updatedAt: Date;
  updatedByName: string | null;
}

const COLUMNS = `kind, commission_basis_points AS "commissionBasisPoints", fixed_payout_cents AS "fixedPayoutCents",
  stripe_account AS "stripeAccount", updated_at AS "updatedAt", updated_by_name AS "updatedByName"`;

export async function findTerms(partnerId: string, transaction?: Transaction): Promise<TermsRecord | null> {
  const [row] = await db().query<TermsRecord>(`SELECT ${COLUMNS} FROM partner_terms WHERE partner_id = $1`, {
    bind: [partnerId],
    type: QueryTypes.SELECT,
    ...(transaction ? { transaction } : {}),
  });
  return row ?? null;
}

export async function saveTerms(
  partnerId: string,
  terms: Omit<TermsRecord, 'updatedAt' | 'updatedByName'>,
  by: { id: string; name: string },
  transaction: Transaction,
): Promise<TermsRecord> {
  const [row] = await db().query<TermsRecord>(
    `INSERT INTO partner_terms AS t (partner_id, kind, commission_basis_points, fixed_payout_cents, stripe_account, updated_by, updated_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (partner_id) DO UPDATE SET kind = EXCLUDED.kind, commission_basis_points = EXCLUDED.commission_basis_points,
       fixed_payout_cents = EXCLUDED.fixed_payout_cents, stripe_account = EXCLUDED.stripe_account,
       updated_by = EXCLUDED.updated_by, updated_by_name = EXCLUDED.updated_by_name, updated_at = now()
     RETURNING ${COLUMNS}`,
    {
      bind: [partnerId, terms.kind, terms.commissionBasisPoints, terms.fixedPayoutCents, terms.stripeAccount, by.id, by.name],
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return row!;
}
