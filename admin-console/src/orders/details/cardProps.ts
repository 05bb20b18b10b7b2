import type { AdminOrderDetail } from '../../lib/types';
import type { OrderChange } from './useOrderSave';

export interface CardProps {
  record: AdminOrderDetail;
  /** estimate_open, open and partnerassigned orders are edited field by field; others are a read-only summary. */
  editable: boolean;
  save: (change: OrderChange) => Promise<void>;
}
