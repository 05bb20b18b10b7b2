import type { MoveDraft } from './moveDraft.js';
import type { PriceLine, DatePrice } from './pricing.js';

/** The price of a draft, with how it was made. */
export interface QuoteDetails {
  /** A rough estimate (home over 5,000 sq ft, or heavy items): a specialist follows up within 24 hours. */
  estimateQuoteFlag: boolean;
  /** The algorithm's price in whole dollars (the 'Algorithm cost'). */
  estimateQuotePrice: number;
  /** What booking costs: 90% of the price rounded up for a fixed price; the estimate itself for a rough one. */
  bookingPrice: number;
  movers: number;
  /** Labour hours billed. */
  hours: number;
  roadMiles: number;
  /** How the price was made; the amounts add up to estimateQuotePrice. */
  lines: PriceLine[];
  /** The price on each preferred date: a weekend costs more, and a fixed price holds on either. */
  datePrices: DatePrice[];
}

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  userEmail: string;
  /** Ten digits. */
  userPhone: string;
}

/** The console's Check Quote: the move draft, with the customer it is for. */
export interface AdminQuoteRequest extends MoveDraft {
  customerDetails?: CustomerDetails;
  /** Set when re-pricing an existing order. */
  moveDatabaseID?: string;
}

export interface AdminQuoteAnswer {
  error: false;
  quote: QuoteDetails;
  /** The final amount the console proposes: the booking price. */
  finalMoveAmount: number;
}

/** What the wizard learns from a zip code as it is typed. */
export interface ZipInfo {
  zip: string;
  city: string;
  /** Two-letter code. */
  state: string;
  /** Within 50 miles of a city we serve. */
  served: boolean;
  /** The served city it belongs to, when served. */
  servedBy?: string;
}
