import type { Transaction } from 'sequelize';
import { COMPANY_TIME_ZONE, ErrorCode, WEEKDAYS, dayProblem, dayToIso, formatDay, isCalendarDay, isoToDay, todayIn, weekdayOf } from '@moveday/openapi';
import { db } from '../../platform/database.js';
import { conflict, validationError } from '../../platform/errors.js';
import * as repo from './daysOffRepository.js';
import type { DayOffRecord } from './daysOffRepository.js';
import { findLivePartner } from './partnersRepository.js';
import { livePartner, partnerNotFound } from './partnersService.js';
import type { PartnerPorts } from './ports.js';
import type { DaysOffAnswer } from './partnersTypes.js';

// A partner's days off: set by an admin in the console, or by the partner in its own area; read
// by the assignment's fitness and the calendar.

/** Whether the partner is off that day (YYYY-MM-DD). */
export const isDayOff = (partnerId: string, day: string, transaction?: Transaction): Promise<boolean> => repo.isDayOff(partnerId, day, transaction);

/** These partners' days off from `from` to `to` (YYYY-MM-DD). */
export const daysOffOf = (partnerIds: string[], from: string, to: string) => repo.findDaysOffOf(partnerIds, from, to);

const daysOffAnswer = (days: DayOffRecord[]): DaysOffAnswer => ({ daysOff: days.map((d) => ({ day: isoToDay(d.day), setBy: d.setBy })) });
const companyToday = () => todayIn(COMPANY_TIME_ZONE);

export async function listDaysOff(partnerId: string): Promise<DaysOffAnswer> {
  const partner = await livePartner(partnerId);
  return daysOffAnswer(await repo.findDaysOff(partner.id, dayToIso(companyToday())));
}

/**
 * Marks a day off: today or later. Refused while the partner has a job that day (offered or
 * accepted): the admin reassigns it first. The partner's row is locked, so an assignment running
 * at the same moment either comes first (and this is refused) or finds the day off.
 */
export async function addDayOff(ports: PartnerPorts, partnerId: string, day: unknown, setBy: DayOffRecord['setBy']): Promise<DaysOffAnswer> {
  const partner = await livePartner(partnerId);
  const today = companyToday();
  if (!isCalendarDay(day)) throw validationError({ day: { key: 'notACalendarDay' } });
  if (day < today) throw validationError({ day: { key: 'dayOffInPast' } });
  const problem = dayProblem(day, today);
  if (problem) throw validationError({ day: problem });
  const iso = dayToIso(day);
  await db().transaction(async (transaction) => {
    const locked = await findLivePartner(partner.id, transaction, 'update');
    if (!locked) throw partnerNotFound();
    const job = await ports.jobOnDay(locked.id, iso, transaction);
    if (job) {
      const params = { weekday: WEEKDAYS[weekdayOf(day)]!, date: formatDay(day), moveID: job.moveNumber };
      throw setBy === 'partner'
        ? conflict(ErrorCode.jobOnDayOff, 'jobOnDayOffOwn', params)
        : conflict(ErrorCode.jobOnDayOff, 'jobOnDayOff', { ...params, company: locked.companyName });
    }
    await repo.insertDayOff(locked.id, iso, setBy, transaction);
  });
  return listDaysOff(partner.id);
}

export async function removeDayOff(partnerId: string, day: unknown): Promise<DaysOffAnswer> {
  const partner = await livePartner(partnerId);
  if (!isCalendarDay(day)) throw validationError({ day: { key: 'notACalendarDay' } });
  await repo.deleteDayOff(partner.id, dayToIso(day));
  return listDaysOff(partner.id);
}
