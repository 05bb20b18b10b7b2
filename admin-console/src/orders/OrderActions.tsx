import { AssignPartnerButton } from './AssignPartnerButton';
import { ConfirmOrderButton } from './ConfirmOrderButton';
import { MarkCompleteButton } from './MarkCompleteButton';
import { canComplete, type OrderFacts } from './orderFacts';

/** The button by status (admin-side §2): Confirm Order, Assign Partner or Mark As Complete, whichever applies, if any. */
export function OrderActions({ order, size }: { order: OrderFacts; size?: 'small' | 'medium' }) {
  if (order.status === 'estimate_open') return <ConfirmOrderButton order={order} size={size} />;
  if (order.status === 'open') return <AssignPartnerButton order={order} size={size} />;
  if (canComplete(order)) return <MarkCompleteButton order={order} size={size} />;
  return null;
}
