import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';

/** A job uses one of its partner's crews on its day: offered, accepted or done. */
const USES_A_CREW = `status IN ('partnerassigned', 'completed') AND partner_id IS NOT NULL AND actual_move_date IS NOT NULL`;

/** Each partner's jobs per day from `from` to `to` (YYYY-MM-DD); days without any are absent. `except`: an order left out. */
export function jobsPerDay(partnerIds: string[], from: string, to: string, except?: string, transaction?: Transaction) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return db().query<{ partnerId: string; day: string; jobs: number }>(
    `SELECT partner_id AS "partnerId", to_char(actual_move_date, 'YYYY-MM-DD') AS day, count(*)::int AS jobs
       FROM moves
      WHERE ${USES_A_CREW} AND partner_id IN (:partnerIds) AND actual_move_date BETWEEN :from AND :to
        AND (CAST(:except AS uuid) IS NULL OR id <> :except)
      GROUP BY partner_id, actual_move_date`,
    { replacements: { partnerIds, from, to, except: except ?? null }, type: QueryTypes.SELECT, transaction },
  );
}

/** A job the partner still has to do that day (offered or accepted), for a day off it would clash with. */
export async function jobOnDay(partnerId: string, day: string, transaction: Transaction): Promise<{ moveNumber: string } | null> {
  const [found] = await db().query<{ moveNumber: string }>(
    `SELECT move_number AS "moveNumber" FROM moves WHERE status = 'partnerassigned' AND partner_id = :partnerId AND actual_move_date = :day
      ORDER BY move_number LIMIT 1`,
    { replacements: { partnerId, day }, type: QueryTypes.SELECT, transaction },
  );
  return found ?? null;
}
