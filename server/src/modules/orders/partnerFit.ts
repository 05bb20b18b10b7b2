import type { Transaction } from 'sequelize';
import { QueryTypes } from 'sequelize';
import { ErrorCode, WEEKDAYS, formatDay, formatMessage, isoToDay, weekdayOf, type Message } from '@moveday/openapi';
import { db } from '../../platform/database.js';
import { conflict } from '../../platform/errors.js';
import { isDayOff, type AssignablePartner } from '../partners/index.js';

/**
 * Whether a partner fits a job on a day (DESIGN §10, dispatch), in one place for the assign and
 * reassign calls, the assign dialog's list and the calendar: it serves the pickup's area, it is
 * not off that day, it has a crew free that day, and its insurance still runs on that day.
 * A partner whose fitness was never set (no cities, no crews, no insurance on file) is not
 * narrowed by it.
 */
export interface DayOfPartner {
  /** YYYY-MM-DD */
  day: string;
  /** Its jobs that day (offered, accepted or completed), the order being assigned left out. */
  used: number;
  dayOff: boolean;
}

export function unfitReasons(partner: AssignablePartner, area: string | null, { day, used, dayOff }: DayOfPartner): Message[] {
  const company = partner.companyName;
  const ms = isoToDay(day);
  const when = { weekday: WEEKDAYS[weekdayOf(ms)]!, date: formatDay(ms) };
  const reasons: Message[] = [];
  if (area && partner.serviceCities.length > 0 && !partner.serviceCities.includes(area)) {
    reasons.push({ key: 'partnerUnfitArea', params: { company, area, cities: partner.serviceCities.join(', ') } });
  }
  if (dayOff) reasons.push({ key: 'partnerUnfitDayOff', params: { company, ...when } });
  if (partner.crews !== null && used >= partner.crews) {
    reasons.push({ key: 'partnerUnfitCapacity', params: { company, ...when, used, crews: partner.crews } });
  }
  if (partner.insuranceExpires !== null && partner.insuranceExpires < day) {
    reasons.push({ key: 'partnerUnfitInsurance', params: { company, ...when, expiry: formatDay(isoToDay(partner.insuranceExpires)) } });
  }
  return reasons;
}

export const reasonText = (reason: Message): string => formatMessage(reason.key, reason.params);

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

/** The partner's day as an assignment sees it, inside its transaction (the partner's row locked by the caller). */
export async function dayOfPartner(partner: AssignablePartner, day: string, moveId: string, transaction: Transaction): Promise<DayOfPartner> {
  const [jobs] = await jobsPerDay([partner.id], day, day, moveId, transaction);
  return { day, used: jobs?.jobs ?? 0, dayOff: await isDayOff(partner.id, day, transaction) };
}

/** Refuses the assignment with the first reason the partner does not fit (409, partnerUnfit). */
export function checkFit(partner: AssignablePartner, area: string | null, day: DayOfPartner): void {
  const [first] = unfitReasons(partner, area, day);
  if (first) throw conflict(ErrorCode.partnerUnfit, first.key, first.params);
}
