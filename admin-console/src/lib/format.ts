import { SERVICE_AREAS, WEEKDAYS, formatDay, todayIn, weekdayOf } from '@moveday/openapi';
import type { MoveStatus } from './types';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars with thousands separators: $12,345. */
export const formatMoney = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '' : dollars.format(amount));

export const formatCount = (n: number | null | undefined): string => (n === null || n === undefined ? '' : n.toLocaleString('en-US'));

/** MM/DD/YYYY (Tuesday), as the Assign Partner dialog shows a date. */
export const formatDayWithWeekday = (day: number): string => `${formatDay(day)} (${WEEKDAYS[weekdayOf(day)]})`;

/** A moment (not a calendar day), in the browser's own time zone: 12/05/2026, 3:04 PM. */
export const formatMoment = (ms: number | null | undefined): string =>
  ms === null || ms === undefined
    ? ''
    : new Date(ms).toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const STATUS_LABELS: Record<MoveStatus, string> = {
  quoted: 'Quoted',
  estimate_open: 'Not yet confirmed',
  open: 'Confirmed',
  partnerassigned: 'Partner assigned',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const STATUS_COLORS: Record<MoveStatus, 'default' | 'warning' | 'info' | 'primary' | 'success' | 'error'> = {
  quoted: 'default',
  estimate_open: 'warning',
  open: 'info',
  partnerassigned: 'primary',
  completed: 'success',
  cancelled: 'error',
};

export const isOpenStatus = (status: MoveStatus): boolean => ['estimate_open', 'open', 'partnerassigned'].includes(status);

export { timeZoneOf, todayFor } from '@moveday/openapi';

/**
 * Today where it is latest among the served areas (the easternmost zone has the newest date): an
 * order row carries no pickup state, so the list offers Mark As Complete from the first moment the
 * move day has begun anywhere we serve. The server checks it against the pickup's own zone.
 */
export const latestServedToday = (now: Date = new Date()): number => Math.max(...SERVICE_AREAS.map((area) => todayIn(area.timeZone, now)));
