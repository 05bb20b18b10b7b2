import Button from '@mui/material/Button';
import { formatDay } from '@moveday/openapi';
import { useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { OrderFacts } from './orderFacts';
import { StopPropagation } from './StopPropagation';
import { useOrderAction } from './useOrderAction';

/** Mark As Complete, for an order canComplete (orderFacts) allows: a confirmation, then the order is completed. */
export function MarkCompleteButton({ order, size = 'medium' }: { order: OrderFacts; size?: 'small' | 'medium' }) {
  const [open, setOpen] = useState(false);
  return (
    <StopPropagation>
      <Button variant="contained" color="success" size={size} onClick={() => setOpen(true)}>
        Mark As Complete
      </Button>
      {open && <MarkCompleteDialog order={order} onClose={() => setOpen(false)} />}
    </StopPropagation>
  );
}

function MarkCompleteDialog({ order, onClose }: { order: OrderFacts; onClose: () => void }) {
  const { mutate, isPending } = useOrderAction((dp, id: string) => dp.completeOrder(id), onClose);
  return (
    <ConfirmDialog
      open
      title="Mark as Complete"
      message={`Did the move of order ${order.moveID} on ${formatDay(order.actualMoveDate)} take place? It will be marked as complete.`}
      confirmLabel="Mark as Complete"
      pending={isPending}
      onClose={onClose}
      onConfirm={() => mutate(order.id)}
    />
  );
}
