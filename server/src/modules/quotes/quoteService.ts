import { moveDraftProblems, normalizeMoveDraft, todayIn } from '@moveday/openapi';
import { validationError } from '../../platform/errors.js';
import { describeZip, pickupTimeZone, routeBetween, type Route } from './locations.js';
import type { MoveDraft } from './moveDraft.js';
import { priceMove } from './pricing.js';
import type { QuoteDetails, ZipInfo } from './quotesTypes.js';

export interface PricedMove {
  /** The draft as it is kept: trimmed, missing counts as 0, derived flags recomputed. */
  draft: MoveDraft;
  route: Route;
  quote: QuoteDetails;
}

export interface QuoteOptions {
  /** Re-pricing an existing order may keep dates that have since passed. */
  allowPastDates?: boolean;
}

/**
 * The one way a draft becomes a price: the spec's rules (400 with the failing fields), then the
 * locations (the quote-service error, 422, for a place or distance we cannot price), then the rate card.
 */
export function quoteMove(input: MoveDraft, options: QuoteOptions = {}): PricedMove {
  const draft: MoveDraft = normalizeMoveDraft(input);
  const today = todayIn(pickupTimeZone(draft.pickupTab1.pickUpAddress));
  const problems = moveDraftProblems(draft, { today, allowPastDates: options.allowPastDates });
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const route = routeBetween(draft.pickupTab1.pickUpAddress, draft.dropLocationTab.dropoffAddress);
  const price = priceMove(draft, route);
  return {
    draft,
    route,
    quote: {
      estimateQuoteFlag: price.estimateQuoteFlag,
      estimateQuotePrice: price.estimateQuotePrice,
      bookingPrice: price.bookingPrice,
      movers: price.movers,
      hours: price.hours,
      roadMiles: price.roadMiles,
      lines: price.lines,
      datePrices: price.datePrices,
    },
  };
}

export function lookUpZip(zip: string): ZipInfo | undefined {
  return describeZip(zip);
}
