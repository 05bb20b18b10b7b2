/** The quotes module's public face: pricing a move draft, locations, and enquiries. */
export { defineEnquiryModels } from './enquiriesModels.js';
export { quoteMove } from './quoteService.js';
export { servedArea } from './locations.js';
export { bookingAmount } from './pricing.js';
export type { PricedMove, QuoteOptions } from './quoteService.js';
export type { Address, MoveDraft } from './moveDraft.js';
export type { CustomerDetails, QuoteDetails } from './quotesTypes.js';
export { priceLinesIn } from './priceWords.js';
export { closeEnquiriesOf, enquiriesSentWith } from './accountEnquiries.js';
export type { EnquiryRow } from './enquiriesTypes.js';
// The main request bodies, for the OpenAPI document's examples (scripts/requestExamples.ts).
export type { CommercialEnquiryRequest, HomeEnquiryRequest } from './enquiriesTypes.js';
