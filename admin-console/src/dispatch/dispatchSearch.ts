import { DAY_MS, SERVED_CITY_NAMES } from '@moveday/openapi';
import { DISPATCH_STATUSES, type DispatchStatus, type IsoDay } from './types';

/** The city filter's choices: the served cities, in the catalogue's order. */
export const SERVED_CITIES = SERVED_CITY_NAMES;

export type CalendarView = 'month' | 'week';

/** FullCalendar's view for each of ours: a month board of up to six weeks, or one week with every move. */
export const FULLCALENDAR_VIEWS: Record<CalendarView, 'dayGridMonth' | 'dayGridWeek'> = { month: 'dayGridMonth', week: 'dayGridWeek' };

export interface DispatchFilters {
  city: string | null;
  partnerId: string | null;
  /** The statuses shown; empty: all of them. */
  statuses: DispatchStatus[];
}

/** Where the calendar is and what it shows: all of it in the address, so a reload or a shared link keeps it. */
export interface DispatchPlace {
  view: CalendarView;
  /** A day of the range shown (its first); null: today. */
  date: IsoDay | null;
  filters: DispatchFilters;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDay = (value: string | null): value is IsoDay => value !== null && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const isStatus = (value: string): value is DispatchStatus => (DISPATCH_STATUSES as readonly string[]).includes(value);

/** The statuses in the filter's order, once each; every status ticked is the same as none (all shown). */
export function normalStatuses(statuses: readonly string[]): DispatchStatus[] {
  const chosen = DISPATCH_STATUSES.filter((status) => statuses.includes(status));
  return chosen.length === DISPATCH_STATUSES.length ? [] : chosen;
}

/** The calendar's place from the address's query; anything unknown there is left out rather than refused. */
export function readDispatchSearch(search: URLSearchParams): DispatchPlace {
  const city = search.get('city');
  const date = search.get('date');
  return {
    view: search.get('view') === 'week' ? 'week' : 'month',
    date: isIsoDay(date) ? date : null,
    filters: {
      city: city !== null && SERVED_CITIES.includes(city) ? city : null,
      partnerId: search.get('partner') || null,
      statuses: normalStatuses((search.get('status') ?? '').split(',').filter(isStatus)),
    },
  };
}

/** The address's query for a place; what is at its default is left out. */
export function writeDispatchSearch(place: DispatchPlace): URLSearchParams {
  const search = new URLSearchParams();
  if (place.view !== 'month') search.set('view', place.view);
  if (place.date) search.set('date', place.date);
  if (place.filters.city) search.set('city', place.filters.city);
  if (place.filters.partnerId) search.set('partner', place.filters.partnerId);
  const statuses = normalStatuses(place.filters.statuses);
  if (statuses.length > 0) search.set('status', statuses.join(','));
  return search;
}

/** 'YYYY-MM-DD' of a UTC-midnight Date (the calendar runs in UTC, so its dates are such). */
export const isoDayOf = (date: Date): IsoDay => date.toISOString().slice(0, 10);

/** The days a view shows, as the dispatch call takes them: FullCalendar's end is exclusive, the call's `to` inclusive. */
export function visibleDays(start: Date, end: Date): { from: IsoDay; to: IsoDay } {
  return { from: isoDayOf(start), to: isoDayOf(new Date(end.getTime() - DAY_MS)) };
}

/** The dispatch call's query for a range and the filters (all statuses: no `status` sent, the server's default). */
export function dispatchQuery(
  range: { from: IsoDay; to: IsoDay },
  filters: DispatchFilters,
): { from: IsoDay; to: IsoDay; city?: string; partnerId?: string; status?: string } {
  const statuses = normalStatuses(filters.statuses);
  return {
    from: range.from,
    to: range.to,
    ...(filters.city ? { city: filters.city } : {}),
    ...(filters.partnerId ? { partnerId: filters.partnerId } : {}),
    ...(statuses.length > 0 ? { status: statuses.join(',') } : {}),
  };
}
