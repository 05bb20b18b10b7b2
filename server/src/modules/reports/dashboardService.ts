import { COMPANY_TIME_ZONE, DAY_MS, dayToIso, isoToDay, mondayOf, todayIn } from '@moveday/openapi';
import { bookingsPerWeek, orderFigures, quoteConversion } from '../orders/index.js';
import { countCustomers } from '../users/index.js';
import type {
  ConversionRate,
  CurrentOrders,
  DashboardFigures,
  FunnelStep,
  OpenOrderTotalAmount,
  PastOrderTotalAmount,
  PastOrders,
  TotalUsers,
  WeekOfBookings,
} from './dashboardTypes.js';
import { countPageViews } from './eventsService.js';

/** Weeks are read on the head office's calendar: most service areas keep Denver's time. */
export const REPORTS_TIME_ZONE = COMPANY_TIME_ZONE;
export const BOOKING_WEEKS = 12;
export const FUNNEL_DAYS = 30;

/**
 * The quote wizard's steps as the customer site reports them (customer-side §2): the wizard's
 * route, the page views sent on each Next, the estimate page and the Book My Move form.
 */
export const WIZARD_FUNNEL: ReadonlyArray<Omit<FunnelStep, 'count'>> = [
  { step: '/getaquotetabs', label: 'Opened the quote wizard' },
  { step: '/PickupTab1_Filled', label: 'Pick Up (1)' },
  { step: '/PickupTab2_Filled', label: 'Pick Up (2)' },
  { step: '/ServiceTab_Filled', label: 'Services' },
  { step: '/DropTab_Filled', label: 'Drop Location' },
  { step: '/ReviewTab_Filled', label: 'Review' },
  { step: '/quoteestimate', label: 'Saw the estimate' },
  { step: '/signup', label: 'Opened Book My Move' },
];

export async function currentOrders(): Promise<CurrentOrders> {
  const f = await orderFigures();
  return {
    partnerUnassignedCount: f.partnerUnassignedCount,
    partnerAssignedCount: f.partnerAssignedCount,
    currentOrderCount: f.partnerUnassignedCount + f.partnerAssignedCount,
  };
}

export async function pastOrders(): Promise<PastOrders> {
  const f = await orderFigures();
  return { completedCount: f.completedCount, cancelledCount: f.cancelledCount, pastOrderCount: f.completedCount + f.cancelledCount };
}

export async function totalUsers(): Promise<TotalUsers> {
  return { totalUsers: await countCustomers() };
}

export async function conversionRate(): Promise<ConversionRate> {
  const { quotedMoves, bookedMoves } = await quoteConversion();
  return { conversionRate: quotedMoves === 0 ? 0 : Math.round((bookedMoves / quotedMoves) * 1000) / 10, quotedMoves, bookedMoves };
}

export async function openOrderTotalAmount(): Promise<OpenOrderTotalAmount> {
  return { openOrderTotalAmount: (await orderFigures()).openOrderTotalAmount };
}

export async function pastOrderTotalAmount(): Promise<PastOrderTotalAmount> {
  return { pastOrderTotalAmount: (await orderFigures()).pastOrderTotalAmount };
}

/** The Monday starting the week of `day` (a calendar day). */

/** The last 12 weeks, the current one last, every week present (0 when nothing was booked). */
export async function weeklyBookings(now: Date = new Date()): Promise<WeekOfBookings[]> {
  const thisMonday = mondayOf(todayIn(REPORTS_TIME_ZONE, now));
  const first = thisMonday - (BOOKING_WEEKS - 1) * 7 * DAY_MS;
  const found = new Map((await bookingsPerWeek(dayToIso(first), REPORTS_TIME_ZONE)).map((week) => [isoToDay(week.weekStart), week]));
  return Array.from({ length: BOOKING_WEEKS }, (_, i) => {
    const weekStart = first + i * 7 * DAY_MS;
    const week = found.get(weekStart);
    return { weekStart, count: week?.count ?? 0, amount: week?.amount ?? 0 };
  });
}

/** Page views of each wizard step over the last 30 days. */
export async function wizardFunnel(now: Date = new Date()): Promise<FunnelStep[]> {
  const views = await countPageViews(new Date(now.getTime() - FUNNEL_DAYS * DAY_MS), new Date(now.getTime() + 1));
  return WIZARD_FUNNEL.map((step) => ({ ...step, count: views[step.step] ?? 0 }));
}

export async function dashboardFigures(now: Date = new Date()): Promise<DashboardFigures> {
  const [figures, users, conversion, bookings, funnel] = await Promise.all([
    orderFigures(),
    countCustomers(),
    conversionRate(),
    weeklyBookings(now),
    wizardFunnel(now),
  ]);
  return {
    partnerUnassignedCount: figures.partnerUnassignedCount,
    partnerAssignedCount: figures.partnerAssignedCount,
    currentOrderCount: figures.partnerUnassignedCount + figures.partnerAssignedCount,
    openOrderTotalAmount: figures.openOrderTotalAmount,
    totalUsers: users,
    ...conversion,
    completedCount: figures.completedCount,
    cancelledCount: figures.cancelledCount,
    pastOrderCount: figures.completedCount + figures.cancelledCount,
    pastOrderTotalAmount: figures.pastOrderTotalAmount,
    bookingsPerWeek: bookings,
    funnel,
  };
}
