import { dayToIso } from '@moveday/openapi';
import type { PricedMove } from '../quotes/index.js';
import type { NewMove } from './movesRepository.js';

/** The columns a priced draft sets, beside the draft itself: for a quote, an added order and an edit alike. */
export function pricedColumns(priced: PricedMove) {
  const { draft, route, quote } = priced;
  return {
    serviceType: draft.serviceType.packingAndMoving ? 'packingAndMoving' : 'boxedAndReadyToGo',
    preferredDate1: dayToIso(draft.moveDatePreferences.preferredDateOpt1!),
    preferredDate2: dayToIso(draft.moveDatePreferences.preferredDateOpt2!),
    deliveryDate: draft.servicesTab.desiredDeliveryDate.preferredDate === null ? null : dayToIso(draft.servicesTab.desiredDeliveryDate.preferredDate),
    pickupCity: route.pickup.city,
    pickupState: route.pickup.state,
    pickupZip: route.pickup.zip,
    pickupArea: route.pickup.area,
    dropoffCity: route.dropoff.city,
    dropoffState: route.dropoff.state,
    dropoffZip: route.dropoff.zip,
    timeZone: route.timeZone,
    roadMiles: route.roadMiles,
    draft,
    estimateFlag: quote.estimateQuoteFlag,
    estimateAmount: quote.estimateQuotePrice,
    priceLines: quote.lines,
  } satisfies Partial<NewMove>;
}
