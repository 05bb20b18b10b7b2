import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MoveDayDataProvider } from '../dataProvider';
import { formatDayWithWeekday } from '../lib/format';
import { messageOf } from '../lib/http';
import type { Partner } from '../lib/types';
import type { OrderFacts } from './orderFacts';

interface Props {
  title: string;
  order: OrderFacts;
  /** A line above the fields (Reassign says whose job it is now). */
  intro?: string;
  /** The partner that has the job now, marked in the list (Reassign: it may keep the job on the other day). */
  currentPartnerId?: string | null;
  pending: boolean;
  onClose: () => void;
  onDone: (partner: Partner, day: number) => void;
}

/**
 * The spec's Assign Partner dialog (admin-side §4), also Reassign's: a partner and the actual move
 * date, one of the two preferred dates (the first by default), each shown with its weekday; Done
 * stays disabled until both are chosen.
 */
export function PartnerDateDialog({ title, order, intro, currentPartnerId, pending, onClose, onDone }: Props) {
  const [partnerId, setPartnerId] = useState('');
  const [day, setDay] = useState<number | null>(order.preferredDates[0] ?? null);
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const partners = useQuery({ queryKey: ['fetchpartners'], queryFn: () => dataProvider.fetchPartners() });
  const id = useId();
  const chosen = partners.data?.find((partner) => partner.partnerID === partnerId);
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {intro && <DialogContentText sx={{ mb: 1 }}>{intro}</DialogContentText>}
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
                {partner.companyName} ({partner.location}){partner.partnerID === currentPartnerId ? ' · has it now' : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormLabel id={`${id}-date`} sx={{ display: 'block', mt: 2 }}>
          Actual move date
        </FormLabel>
        <RadioGroup aria-labelledby={`${id}-date`} value={day === null ? '' : String(day)} onChange={(event) => setDay(Number(event.target.value))}>
          {order.preferredDates.map((preferred) => (
            <FormControlLabel key={preferred} value={String(preferred)} control={<Radio />} label={formatDayWithWeekday(preferred)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!chosen || day === null || pending} onClick={() => chosen && day !== null && onDone(chosen, day)}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
