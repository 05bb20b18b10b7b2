import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Limits, textProblem, wordOf } from '@moveday/openapi';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOpenStatus, todayFor } from '../lib/format';
import type { CancelOrderRequest } from '../lib/types';
import type { OrderFacts } from './orderFacts';
import { useOrderAction } from './useOrderAction';

/** Cancel: a reason (required, at most 100 characters) and today's date; then back to the orders page. */
export function CancelOrderButton({ order }: { order: OrderFacts }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const navigate = useNavigate();
  const { mutate, isPending } = useOrderAction(
    (dp, vars: CancelOrderRequest) => dp.cancelOrder(vars),
    () => {
      setOpen(false);
      navigate('/ordersPage');
    },
  );
  if (!isOpenStatus(order.status)) return null;
  const problem = wordOf(textProblem(reason));
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Cancel
      </Button>
      <Dialog open={open} onClose={isPending ? undefined : () => setOpen(false)} aria-labelledby="cancel-order-title" maxWidth="sm" fullWidth>
        <DialogTitle id="cancel-order-title">Cancel Order</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1.5 }}>Why is order {order.moveID} cancelled? The customer is told the reason.</DialogContentText>
          <TextField
            label="Cancel reason"
            required
            autoFocus
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={problem !== undefined}
            helperText={problem ?? `${reason.length}/${Limits.cancelReason}`}
            slotProps={{ htmlInput: { maxLength: Limits.cancelReason } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isPending}>
            Keep Order
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={reason.trim() === '' || problem !== undefined || isPending}
            onClick={() => mutate({ moveDatabaseID: order.id, cancelReason: reason.trim(), moveCancelDate: todayFor(order.pickupState) })}
          >
            Cancel Order
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
