import { DAY_MS, Limits, SERVED_CITY_NAMES, dayToIso, isCalendarDay, isoToDay } from '@moveday/openapi';
import { databaseId } from '../../platform/databaseId.js';
import { notFound, validationError } from '../../platform/errors.js';
import { partnerRatings } from '../aftercare/index.js';
import { findDaySheetOrders, findDispatchMoves, findMove, jobsPerDay, type DaySheetOrder, type DispatchCriteria, type DispatchMove } from '../orders/index.js';
import { daysOffOf, listAssignablePartners, reasonText, unfitReasons } from '../partners/index.js';
import type { AssignablePartners, DispatchDay, DispatchPartner, DispatchRange, PartnerFit } from './dispatchTypes.js';

const DISPATCH_STATUSES: readonly DispatchMove['status'][] = ['estimate_open', 'open', 'partnerassigned', 'completed', 'cancelled'];

/** The query's filters, as sent. */
export interface DispatchQuery {
  from?: string;
  to?: string;
  city?: string;
  partnerId?: string;
  status?: string;
}

/** A day as the calendar names it (YYYY-MM-DD), or undefined when it is none. */
function isoDay(value: string | undefined): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const ms = isoToDay(value);
  return Number.isNaN(ms) || dayToIso(ms) !== value ? undefined : value;
}

/** The filters every dispatch read shares: city, partner, statuses. */
function filtersOf(query: Pick<DispatchQuery, 'city' | 'partnerId' | 'status'>): Omit<DispatchCriteria, 'from' | 'to'> {
  const city = query.city?.trim() || undefined;
  if (city !== undefined && !SERVED_CITY_NAMES.includes(city)) throw validationError({ city: { key: 'dispatchCityInvalid' } });
  const partner = query.partnerId?.trim() || undefined;
  const partnerId = partner === undefined ? undefined : databaseId(partner);
  if (partner !== undefined && !partnerId) throw validationError({ partnerId: { key: 'partnerNotFound' } });
  const statuses = query.status?.trim() ? query.status.split(',').map((s) => s.trim()) : [...DISPATCH_STATUSES];
  if (statuses.some((s) => !(DISPATCH_STATUSES as readonly string[]).includes(s))) throw validationError({ status: { key: 'dispatchStatusInvalid' } });
  return { city, partnerId, statuses: statuses as DispatchMove['status'][] };
}

/** The days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = isoToDay(from); ms <= isoToDay(to); ms += DAY_MS) days.push(dayToIso(ms));
  return days;
}

/**
 * The calendar's read of a range of at most Limits.dispatchDays days: its moves (filtered), each
 * day's counts, and the partners' crews used each day with their days off. Partners: those
 * serving the city when one is chosen, only the chosen one when a partner is.
 */
export async function dispatchRange(query: DispatchQuery): Promise<DispatchRange> {
  const from = isoDay(query.from);
  const to = isoDay(query.to);
  if (!from || !to || from > to) throw validationError({ from: { key: 'dispatchRangeInvalid' } });
  const days = daysBetween(from, to);
  if (days.length > Limits.dispatchDays) throw validationError({ to: { key: 'dispatchRangeTooLong', params: { max: Limits.dispatchDays } } });
  const filters = filtersOf(query);

  const [moves, partners] = await Promise.all([
    findDispatchMoves({ from, to, ...filters }),
    listAssignablePartners(filters.partnerId ? [filters.partnerId] : undefined),
  ]);
  const shown = partners.filter((p) => !filters.city || p.serviceCities.length === 0 || p.serviceCities.includes(filters.city));
  const ids = shown.map((p) => p.id);
  const [jobs, daysOff] = await Promise.all([jobsPerDay(ids, from, to), daysOffOf(ids, from, to)]);

  const byDay = new Map<string, DispatchDay>(days.map((day) => [day, { day, moves: 0, needCrew: 0 }]));
  for (const move of moves) {
    const day = byDay.get(move.day)!;
    day.moves += 1;
    if (move.status === 'open') day.needCrew += 1;
  }
  const dispatchPartners = new Map<string, DispatchPartner>(
    shown.map((p) => [p.id, { id: p.id, companyName: p.companyName, crews: p.crews, serviceCities: p.serviceCities, used: {}, daysOff: [] }]),
  );
  for (const { partnerId, day, jobs: count } of jobs) dispatchPartners.get(partnerId)!.used[day] = count;
  for (const { partnerId, day } of daysOff) dispatchPartners.get(partnerId)!.daysOff.push(day);
  return { from, to, days: [...byDay.values()], moves, partners: [...dispatchPartners.values()] };
}

/**
 * One day's moves for its printed sheet (the reports module lays it out): every booked order on
 * that day but the cancelled ones, with the calendar's city and partner filters.
 */
export async function daySheetOrders(query: { day?: string } & Pick<DispatchQuery, 'city' | 'partnerId'>): Promise<{ day: string; orders: DaySheetOrder[] }> {
  const day = isoDay(query.day);
  if (!day) throw validationError({ day: { key: 'dispatchDayInvalid' } });
  const { city, partnerId } = filtersOf(query);
  return { day, orders: await findDaySheetOrders(day, { city, partnerId }) };
}

/**
 * Every partner for the assign dialog, each with whether it fits this order on this day and why
 * not: the same rules the assign call enforces (partners' partnerFit.ts).
 */
export async function assignablePartners(moveDatabaseID: string, actualMoveDate: number): Promise<AssignablePartners> {
  if (!isCalendarDay(actualMoveDate)) throw validationError({ actualMoveDate: { key: 'notACalendarDay' } });
  const key = databaseId(moveDatabaseID);
  const move = key ? await findMove(key) : null;
  if (!move || move.status === 'quoted') throw notFound('orderNotFound');
  const day = dayToIso(actualMoveDate);
  const partners = await listAssignablePartners();
  const ids = partners.map((p) => p.id);
  const [jobs, daysOff, ratings] = await Promise.all([jobsPerDay(ids, day, day, move.id), daysOffOf(ids, day, day), partnerRatings(ids)]);
  const used = new Map(jobs.map((j) => [j.partnerId, j.jobs]));
  const off = new Set(daysOff.map((d) => d.partnerId));
  const area = move.pickupArea ?? null;
  const fits: PartnerFit[] = partners.map((p) => {
    const reasons = unfitReasons(p, area, { day, used: used.get(p.id) ?? 0, dayOff: off.has(p.id) }).map(reasonText);
    return {
      partnerID: p.id,
      companyName: p.companyName,
      location: p.location,
      fits: reasons.length === 0,
      ratingAverage: ratings.get(p.id)?.ratingAverage ?? null,
      ratingCount: ratings.get(p.id)?.ratingCount ?? 0,
      reasons,
      crews: p.crews,
      used: used.get(p.id) ?? 0,
      insuranceExpires: p.insuranceExpires === null ? null : isoToDay(p.insuranceExpires),
    };
  });
  return { day: actualMoveDate, area, partners: [...fits.filter((f) => f.fits), ...fits.filter((f) => !f.fits)] };
}
