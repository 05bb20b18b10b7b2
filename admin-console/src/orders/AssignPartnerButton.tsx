import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MoveDayDataProvider } from '../dataProvider';
import { formatDayWithWeekday } from '../lib/format';
import { messageOf } from '../lib/http';
import type { AssignPartnerRequest } from '../lib/types';
import type { OrderFacts } from './orderFacts';
import { StopPropagation } from './StopPropagation';
import { useOrderAction } from './useOrderAction';

/**
 * Assign Partner (admin-side §4): a partner and the actual move date, one of the two preferred
 * dates (the first by default), each shown with its weekday; Done stays disabled until both are chosen.
 */
export function AssignPartnerButton({ order, size = 'medium' }: { order: OrderFacts; size?: 'small' | 'medium' }) {
  const [open, setOpen] = useState(false);
  return (
    <StopPropagation>
      <Button variant="contained" size={size} onClick={() => setOpen(true)}>
        Assign Partner
      </Button>
      {open && <AssignPartnerDialog order={order} onClose={() => setOpen(false)} />}
    </StopPropagation>
  );
}

/** The dialog and its hooks mount only when opened: a list has a button per row. */
function AssignPartnerDialog({ order, onClose }: { order: OrderFacts; onClose: () => void }) {
  const [partnerId, setPartnerId] = useState('');
  const [day, setDay] = useState<number | null>(order.preferredDates[0] ?? null);
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const partners = useQuery({ queryKey: ['fetchpartners'], queryFn: () => dataProvider.fetchPartners() });
  const { mutate, isPending } = useOrderAction((dp, vars: AssignPartnerRequest) => dp.assignPartner(vars), onClose);
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby="assign-partner-title" maxWidth="xs" fullWidth>
      <DialogTitle id="assign-partner-title">Assign Partner</DialogTitle>
      <DialogContent>
        {partners.isError && <Alert severity="error">{messageOf(partners.error)}</Alert>}
        {partners.data && partners.data.length === 0 ? (
          <Alert severity="info">
            There are no partners yet. <Link to="/addpartner">Add a partner</Link> first.
          </Alert>
        ) : (
          <TextField
            select
            label="Partner"
            value={partnerId}
            onChange={(event) => setPartnerId(event.target.value)}
            disabled={!partners.data}
            helperText={partners.isPending ? 'Loading partners...' : undefined}
            sx={{ mt: 1 }}
          >
            {(partners.data ?? []).map((partner) => (
              <MenuItem key={partner.partnerID} value={partner.partnerID}>
                {partner.companyName} ({partner.location})
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormLabel id="assign-date-label" sx={{ display: 'block', mt: 2 }}>
          Actual move date
        </FormLabel>
        <RadioGroup aria-labelledby="assign-date-label" value={day === null ? '' : String(day)} onChange={(event) => setDay(Number(event.target.value))}>
          {order.preferredDates.map((preferred) => (
            <FormControlLabel key={preferred} value={String(preferred)} control={<Radio />} label={formatDayWithWeekday(preferred)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!partnerId || day === null || isPending}
          onClick={() => day !== null && mutate({ moveDatabaseID: order.id, actualMoveDate: day, partnerDatabaseID: partnerId })}
        >
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
