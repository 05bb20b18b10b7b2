import { dayToIso } from '@moveday/openapi';
import { quoteMove, type MoveDraft, type PricedMove } from '../quotes/index.js';
import * as repo from './movesRepository.js';

export interface QuotedMove extends PricedMove {
  moveID: string;
  moveDatabaseID: string;
}

/**
 * A visitor's residential quote: validated, priced and kept as a `quoted` move, so that it can be
 * booked later and counted for the conversion rate. Not an order until booked.
 */
export async function quoteResidentialMove(draft: MoveDraft): Promise<QuotedMove> {
  const priced = quoteMove(draft);
  const { route, quote } = priced;
  const saved = await repo.insertMoveWithEvent(
    {
      status: 'quoted',
      customerId: null,
      customerFirstName: null,
      customerLastName: null,
      customerEmail: null,
      customerPhone: null,
      serviceType: priced.draft.serviceType.packingAndMoving ? 'packingAndMoving' : 'boxedAndReadyToGo',
      preferredDate1: dayToIso(priced.draft.moveDatePreferences.preferredDateOpt1!),
      preferredDate2: dayToIso(priced.draft.moveDatePreferences.preferredDateOpt2!),
      deliveryDate: priced.draft.servicesTab.desiredDeliveryDate.preferredDate === null ? null : dayToIso(priced.draft.servicesTab.desiredDeliveryDate.preferredDate),
      pickupCity: route.pickup.city,
      pickupState: route.pickup.state,
      pickupZip: route.pickup.zip,
      dropoffCity: route.dropoff.city,
      dropoffState: route.dropoff.state,
      dropoffZip: route.dropoff.zip,
      timeZone: route.timeZone,
      roadMiles: route.roadMiles,
      draft: priced.draft,
      estimateFlag: quote.estimateQuoteFlag,
      estimateAmount: quote.estimateQuotePrice,
      priceLines: quote.lines,
      finalAmount: null,
      bookedAt: null,
    },
    { actorId: null, actorRole: 'visitor', action: 'quoted', fromStatus: null, toStatus: 'quoted' },
  );
  return { ...priced, moveID: saved.moveNumber, moveDatabaseID: saved.id };
}
