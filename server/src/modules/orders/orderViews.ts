import { isoToDay, type AssignmentState as CatalogueAssignmentState, type OrderStatus } from '@moveday/openapi';
import type { MoveDraft, QuoteDetails } from '../quotes/index.js';
import type { CustomerOrderRow, MoveRecord } from './movesRepository.js';
import type { Same } from '../../platform/sameType.js';

/**
 * The order statuses, spelled out here because tsoa reads response types from this package's
 * sources only; the check below keeps them equal to the catalogue's list.
 */
export type MoveStatus = 'quoted' | 'estimate_open' | 'open' | 'partnerassigned' | 'completed' | 'cancelled';
export const statusesMatchCatalogue: Same<MoveStatus, OrderStatus> = true;

/**
 * An assignment's own state beside the order's status (DESIGN §10), spelled out here because tsoa
 * reads response types from this package's sources only; the check below keeps it equal to the
 * catalogue's list.
 */
export type AssignmentState = 'offered' | 'accepted' | 'declined' | 'expired';
export const assignmentStatesMatchCatalogue: Same<AssignmentState, CatalogueAssignmentState> = true;

/** A row of the customer's orders list (customer-side §3 Order summary). */
export interface OrderSummary {
  moveID: string;
  moveDatabaseID: string;
  /** The actual move date once a partner is assigned, else the first preferred date (UTC midnight ms). */
  moveDate: number;
  /** "City, ST" */
  fromLocation: string;
  toLocation: string;
  moveStatus: MoveStatus;
}

/** The move as its customer reads it (customer-side §3 Order detail): the draft's fields plus number and status. */
export interface OrderDetail extends MoveDraft {
  moveId: string;
  moveDatabaseID: string;
  moveStatus: MoveStatus;
  /** Set once a partner is assigned. */
  actualMoveDate: number | null;
  quote: Pick<QuoteDetails, 'estimateQuoteFlag' | 'estimateQuotePrice'>;
  /** What the customer pays; null until booked. */
  finalMoveAmount: number | null;
}

/** A calendar day column on the wire; null stays null. */
export const dayOrNull = (iso: string | null | undefined): number | null => (iso ? isoToDay(iso) : null);
const place = (city: string, state: string) => `${city}, ${state}`;

export const moveDateOf = (move: Pick<MoveRecord, 'actualMoveDate' | 'preferredDate1'>): number =>
  dayOrNull(move.actualMoveDate) ?? isoToDay(move.preferredDate1);

export function toOrderSummary(move: CustomerOrderRow): OrderSummary {
  return {
    moveID: move.moveNumber,
    moveDatabaseID: move.id,
    moveDate: moveDateOf(move),
    fromLocation: place(move.pickupCity, move.pickupState),
    toLocation: place(move.dropoffCity, move.dropoffState),
    moveStatus: move.status,
  };
}

export function toOrderDetail(move: MoveRecord): OrderDetail {
  return {
    ...move.draft,
    moveId: move.moveNumber,
    moveDatabaseID: move.id,
    moveStatus: move.status,
    actualMoveDate: dayOrNull(move.actualMoveDate),
    quote: { estimateQuoteFlag: move.estimateFlag, estimateQuotePrice: move.estimateAmount },
    finalMoveAmount: move.finalAmount,
  };
}
