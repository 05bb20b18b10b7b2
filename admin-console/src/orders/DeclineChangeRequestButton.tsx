import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Limits } from '@moveday/openapi';
import { useId, useState } from 'react';
import type { AdminChangeRequest } from '../lib/types';
import { declineReasonProblem } from './changeRequestFacts';
import type { OrderFacts } from './orderFacts';
import { useOrderAction } from './useOrderAction';

/** Decline: a reason (required, at most 200 characters) the customer is mailed; the order stays as it is. */
export function DeclineChangeRequestButton({ order, request }: { order: OrderFacts; request: AdminChangeRequest }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Decline
      </Button>
      {open && <DeclineDialog order={order} request={request} onClose={() => setOpen(false)} />}
    </>
  );
}

function DeclineDialog({ order, request, onClose }: { order: OrderFacts; request: AdminChangeRequest; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // Any refusal (answered meanwhile) closes the dialog over the order as it now is.
  const { mutate, isPending } = useOrderAction((dp, text: string) => dp.declineChangeRequest(request.id, text), onClose, onClose);
  const problem = declineReasonProblem(reason);
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>Decline change request</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          Why can order {order.moveID} not move to the new dates? The customer is mailed the reason; the order stays as it is.
        </DialogContentText>
        <TextField
          label="Reason"
          required
          autoFocus
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && problem !== undefined}
          helperText={touched && problem ? problem : `${reason.length}/${Limits.changeDeclineReason}`}
          slotProps={{ htmlInput: { maxLength: Limits.changeDeclineReason } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" disabled={problem !== undefined || isPending} onClick={() => mutate(reason.trim())}>
          Decline
        </Button>
      </DialogActions>
    </Dialog>
  );
}
