import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';

// The partners' days off (partner_days_off).

export interface DayOffRecord {
  /** YYYY-MM-DD */
  day: string;
  setBy: 'admin' | 'partner';
}

/** The partner's days off from `from` on (YYYY-MM-DD), to `to` when given, by day. */
export function findDaysOff(partnerId: string, from: string, to?: string, transaction?: Transaction): Promise<DayOffRecord[]> {
  return db().query<DayOffRecord>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, set_by AS "setBy" FROM partner_days_off
      WHERE partner_id = :partnerId AND day >= :from AND (CAST(:to AS date) IS NULL OR day <= :to) ORDER BY day`,
    { replacements: { partnerId, from, to: to ?? null }, type: QueryTypes.SELECT, transaction },
  );
}

/** Every day off of these partners from `from` to `to` (YYYY-MM-DD), for the calendar. */
export function findDaysOffOf(partnerIds: string[], from: string, to: string): Promise<Array<{ partnerId: string; day: string }>> {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return db().query<{ partnerId: string; day: string }>(
    `SELECT partner_id AS "partnerId", to_char(day, 'YYYY-MM-DD') AS day FROM partner_days_off
      WHERE partner_id IN (:partnerIds) AND day BETWEEN :from AND :to ORDER BY day`,
    { replacements: { partnerIds, from, to }, type: QueryTypes.SELECT },
  );
}

export async function isDayOff(partnerId: string, day: string, transaction?: Transaction): Promise<boolean> {
  const rows = await db().query('SELECT 1 FROM partner_days_off WHERE partner_id = :partnerId AND day = :day', {
    replacements: { partnerId, day },
    type: QueryTypes.SELECT,
    transaction,
  });
  return rows.length > 0;
}

/** Adds the day off; one already there keeps who set it first. */
export async function insertDayOff(partnerId: string, day: string, setBy: DayOffRecord['setBy'], transaction: Transaction): Promise<void> {
  await db().query('INSERT INTO partner_days_off (partner_id, day, set_by) VALUES (:partnerId, :day, :setBy) ON CONFLICT DO NOTHING', {
    replacements: { partnerId, day, setBy },
    transaction,
  });
}

export async function deleteDayOff(partnerId: string, day: string): Promise<void> {
  await db().query('DELETE FROM partner_days_off WHERE partner_id = :partnerId AND day = :day', { replacements: { partnerId, day } });
}
