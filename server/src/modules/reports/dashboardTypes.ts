/**
 * The dashboard's figures (admin-side §2 Dashboard, §3 Dashboard data). Orders are moves past the
 * quote: estimate_open, open, partnerassigned (current), completed, cancelled (past). Amounts are
 * whole US dollars; every figure is over all time unless it says otherwise.
 */

/** The Current Orders donut. */
export interface CurrentOrders {
  /** Orders booked but without a partner: estimate_open (not confirmed yet) and open. */
  partnerUnassignedCount: number;
  /** Orders with a partner, not yet completed: partnerassigned. */
  partnerAssignedCount: number;
  /** Every current order: the two counts above added up. */
  currentOrderCount: number;
}

export interface TotalUsers {
  /** Customer accounts, all time (admins not counted). */
  totalUsers: number;
}

/** The Past Orders donut. */
export interface PastOrders {
  completedCount: number;
  cancelledCount: number;
  /** Every closed order: completed and cancelled added up. */
  pastOrderCount: number;
}

export interface ConversionRate {
  /** bookedMoves / quotedMoves x 100, rounded to one decimal; 0 while there is no quote. */
  conversionRate: number;
  /** Residential quotes visitors asked for (`POST /residential_details`), all time, booked or not. A quote withdrawn through `signup_details/cancel_move` is deleted and not counted. */
  quotedMoves: number;
  /** Of those quotes, the ones booked (whatever their status now). Orders an admin added are in neither figure. */
  bookedMoves: number;
}

export interface OpenOrderTotalAmount {
  /** Sum of the final amounts of estimate_open, open and partnerassigned orders. */
  openOrderTotalAmount: number;
}

export interface PastOrderTotalAmount {
  /** Sum of the final amounts of completed orders (cancelled ones earned nothing). */
  pastOrderTotalAmount: number;
}

/** One week of the bookings series. */
export interface WeekOfBookings {
  /** The week's Monday (UTC midnight ms); weeks run Monday to Sunday on Denver's calendar. */
  weekStart: number;
  /** Orders booked that week (by a customer's booking or an admin's Add Order), whatever became of them since. */
  count: number;
  /** Sum of those orders' final amounts. */
  amount: number;
}

/** One step of the quote wizard's funnel. */
export interface FunnelStep {
  /** The page-view name the customer site reports for the step, e.g. `/PickupTab1_Filled`. */
  step: string;
  /** What the step is, for people. */
  label: string;
  /** Page views of the step in the last 30 days. The events keep no visitor identity, so a visitor who passes a step twice counts twice. */
  count: number;
}

/** Every figure at once, for the console's dashboard. */
export interface DashboardFigures extends CurrentOrders, TotalUsers, PastOrders, ConversionRate, OpenOrderTotalAmount, PastOrderTotalAmount {
  /** The last 12 weeks, oldest first; the last one is the current week, so far. */
  bookingsPerWeek: WeekOfBookings[];
  /** The wizard's steps in order, from opening it to the Book My Move form; counts are 0 until the site reports events. */
  funnel: FunnelStep[];
}
