import { moveStepProblems, PACKING_KITS, type MessageKey, type MoveDraft } from '@moveday/openapi';
import type { OrderDetail } from '../api/getOrderDetail';
import type { NewDates } from '../api/repriceOrder';

/** The dates a customer picks in the change dates dialog; null while not chosen. */
export interface PickedDates {
  preferredDateOpt1: number | null;
  preferredDateOpt2: number | null;
  /** Only with a packing kit. */
  desiredDeliveryDate: number | null;
}

export type PickedDateField = keyof PickedDates;

export const hasPackingKit = (order: OrderDetail): boolean => PACKING_KITS.some((kit) => order.packingSupplies?.[kit.key]);

/** Where the dialog starts: no new move dates yet, and the kit's delivery day as it is (kept unless changed). */
export const startingDates = (order: OrderDetail): PickedDates => ({
  preferredDateOpt1: null,
  preferredDateOpt2: null,
  desiredDeliveryDate: hasPackingKit(order) ? (order.servicesTab.desiredDeliveryDate.preferredDate ?? null) : null,
});

/** The order as a wizard draft with the picked dates: the wizard's own rules then judge them. */
function draftWith(order: OrderDetail, dates: PickedDates): MoveDraft {
  const kit = hasPackingKit(order);
  return {
    ...order,
    moveDatePreferences: { preferredDateOpt1: dates.preferredDateOpt1, preferredDateOpt2: dates.preferredDateOpt2 },
    servicesTab: {
      ...order.servicesTab,
      desiredDeliveryDate: { ...order.servicesTab.desiredDeliveryDate, preferredDate: kit ? dates.desiredDeliveryDate : null },
    },
  } as MoveDraft;
}

const sameAsNow = (order: OrderDetail, dates: PickedDates): boolean =>
  dates.preferredDateOpt1 === order.moveDatePreferences.preferredDateOpt1 &&
  dates.preferredDateOpt2 === order.moveDatePreferences.preferredDateOpt2 &&
  (!hasPackingKit(order) || dates.desiredDeliveryDate === (order.servicesTab.desiredDeliveryDate.preferredDate ?? null));

/**
 * What is wrong with the picked dates, by the wizard's rules (moveRules: today or later where the
 * move starts, not the same day twice, at most two years ahead; a kit delivered before both days),
 * as catalogue keys by field; `form` when they are the dates the order has already. A date not chosen yet is
 * no problem of its own: `ready` says whether all are chosen and right.
 */
export function newDatesProblems(
  order: OrderDetail,
  dates: PickedDates,
  today: number,
): { problems: Partial<Record<PickedDateField | 'form', MessageKey>>; ready: boolean } {
  const draft = draftWith(order, dates);
  const move = moveStepProblems(draft, 'move', { today });
  const services = moveStepProblems(draft, 'services', { today });
  const problems: Partial<Record<PickedDateField | 'form', MessageKey>> = {};
  for (const key of ['preferredDateOpt1', 'preferredDateOpt2'] as const) {
    const problem = move[`moveDatePreferences.${key}`];
    if (dates[key] !== null && problem !== undefined) problems[key] = problem;
  }
  const delivery = services['servicesTab.desiredDeliveryDate.preferredDate'];
  // The kit's day is judged once the move days it must come before are chosen (or when it is empty).
  const movesChosen = dates.preferredDateOpt1 !== null && dates.preferredDateOpt2 !== null;
  if (hasPackingKit(order) && delivery !== undefined && (movesChosen || dates.desiredDeliveryDate === null)) problems.desiredDeliveryDate = delivery;
  const complete = movesChosen && (!hasPackingKit(order) || dates.desiredDeliveryDate !== null);
  if (complete && Object.keys(problems).length === 0 && sameAsNow(order, dates)) problems.form = 'datesUnchanged';
  return { problems, ready: complete && Object.keys(problems).length === 0 };
}

/** The body of reprice, reschedule and a change request: the kit's day only with a kit. */
export function newDatesBody(order: OrderDetail, dates: PickedDates): NewDates {
  return {
    preferredDateOpt1: dates.preferredDateOpt1!,
    preferredDateOpt2: dates.preferredDateOpt2!,
    ...(hasPackingKit(order) ? { desiredDeliveryDate: dates.desiredDeliveryDate } : {}),
  };
}
