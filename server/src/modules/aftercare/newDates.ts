import { dayProblem, isCalendarDay, isoToDay, todayIn, type MessageKey } from '@moveday/openapi';
import { validationError } from '../../platform/errors.js';
import { pricedColumns, type MoveRecord } from '../orders/index.js';
import { bookingAmount, quoteMove, type PricedMove } from '../quotes/index.js';
import type { NewDates } from './selfServiceTypes.js';

// New dates on an order, priced: what the customer's reschedule and change request, and an
// admin's approval of one, write and record.

/** What the customer pays on the order now: its final amount (booked), else the rate card's booking price. */
const currentAmountOf = (move: MoveRecord) => move.finalAmount ?? bookingAmount(move.estimateAmount, move.estimateFlag);

export interface PricedDates {
  priced: PricedMove;
  currentAmount: number;
  newAmount: number;
  preferredDate1: string;
  preferredDate2: string;
  deliveryDate: string | null;
}

/**
 * New preferred dates (and the kit's delivery day) on the order's draft, by the wizard's rules,
 * priced through the same engine as a quote. Dates already passed are refused here (the engine is
 * told to let them by, so that a kit delivered yesterday does not stop the move from changing).
 */
export function priceOnNewDates(move: MoveRecord, dates: NewDates): PricedDates {
  const today = todayIn(move.timeZone);
  const problems: Record<string, MessageKey> = {};
  const check = (field: keyof NewDates, value: unknown) => {
    const problem = isCalendarDay(value) && value < today ? 'dateInPast' : dayProblem(value, today);
    if (problem) problems[field] = problem;
  };
  check('preferredDateOpt1', dates?.preferredDateOpt1);
  check('preferredDateOpt2', dates?.preferredDateOpt2);
  const delivery = dates?.desiredDeliveryDate;
  if (delivery !== undefined && delivery !== null) check('desiredDeliveryDate', delivery);
  if (Object.keys(problems).length > 0) throw validationError(problems);

  const draft = structuredClone(move.draft);
  draft.moveDatePreferences = { preferredDateOpt1: dates.preferredDateOpt1, preferredDateOpt2: dates.preferredDateOpt2 };
  if (delivery !== undefined) draft.servicesTab.desiredDeliveryDate = { ...draft.servicesTab.desiredDeliveryDate, preferredDate: delivery };
  const priced = quoteMove(draft, { allowPastDates: true });
  const columns = pricedColumns(priced);
  const same = [columns.preferredDate1, columns.preferredDate2].sort().join() === [move.preferredDate1, move.preferredDate2].sort().join();
  if (same && columns.deliveryDate === (move.deliveryDate ?? null)) throw validationError({ preferredDateOpt1: { key: 'datesUnchanged' } });
  return {
    priced,
    currentAmount: currentAmountOf(move),
    newAmount: bookingAmount(priced.quote.estimateQuotePrice, priced.quote.estimateQuoteFlag),
    preferredDate1: columns.preferredDate1,
    preferredDate2: columns.preferredDate2,
    deliveryDate: columns.deliveryDate,
  };
}

/** The history's record of new dates: each from → to. */
export function datesChanges(move: MoveRecord, dates: PricedDates): Record<string, unknown> {
  const changes: Record<string, unknown> = {
    preferredDates: { from: [move.preferredDate1, move.preferredDate2].map(isoToDay), to: [dates.preferredDate1, dates.preferredDate2].map(isoToDay) },
  };
  if (dates.newAmount !== dates.currentAmount) changes.finalMoveAmount = { from: dates.currentAmount, to: dates.newAmount };
  if (dates.deliveryDate !== (move.deliveryDate ?? null)) {
    changes.desiredDeliveryDate = {
      from: move.deliveryDate ? isoToDay(move.deliveryDate) : null,
      to: dates.deliveryDate ? isoToDay(dates.deliveryDate) : null,
    };
  }
  return changes;
}

/** The columns new dates write: the re-priced draft, and what the customer pays. */
export const datesColumns = (dates: PricedDates) => ({ ...pricedColumns(dates.priced), finalAmount: dates.newAmount });
