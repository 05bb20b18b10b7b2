import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { OrderFacts } from './orderFacts';
import { StopPropagation } from './StopPropagation';
import { useOrderAction } from './useOrderAction';

/** Confirm Order: an unconfirmed order (estimate_open) becomes open. The dialog (and its hooks) mount only when opened: a list has a button per row. */
export function ConfirmOrderButton({ order, size = 'medium' }: { order: OrderFacts; size?: 'small' | 'medium' }) {
  const [open, setOpen] = useState(false);
  return (
    <StopPropagation>
      <Button variant="contained" size={size} onClick={() => setOpen(true)}>
        Confirm Order
      </Button>
      {open && <ConfirmOrderDialog order={order} onClose={() => setOpen(false)} />}
    </StopPropagation>
  );
}

function ConfirmOrderDialog({ order, onClose }: { order: OrderFacts; onClose: () => void }) {
  const { mutate, isPending } = useOrderAction((dp, id: string) => dp.confirmOrder(id), onClose);
  return (
    <ConfirmDialog
      open
      title="Confirm Order"
      message={`Do you want to confirm order ${order.moveID}? The customer is told it is confirmed.`}
      confirmLabel="Confirm"
      pending={isPending}
      onClose={onClose}
      onConfirm={() => mutate(order.id)}
    />
  );
}
