import { quotesMade } from '../../platform/metrics.js';
import { quoteMove, type MoveDraft, type PricedMove } from '../quotes/index.js';
import * as repo from './movesRepository.js';
import { pricedColumns } from './pricedColumns.js';

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
  const saved = await repo.insertMoveWithEvent(
    {
      status: 'quoted',
      customerId: null,
      customerFirstName: null,
      customerLastName: null,
      customerEmail: null,
      customerPhone: null,
      ...pricedColumns(priced),
      finalAmount: null,
      bookedAt: null,
    },
    { actorId: null, actorRole: 'visitor', action: 'quoted', fromStatus: null, toStatus: 'quoted' },
  );
  quotesMade.inc();
  return { ...priced, moveID: saved.moveNumber, moveDatabaseID: saved.id };
}
