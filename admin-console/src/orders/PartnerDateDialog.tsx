import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MoveDayDataProvider } from '../dataProvider';
import { formatDayWithWeekday } from '../lib/format';
import { messageOf } from '../lib/http';
import { ratingSentence, ratingText } from '../lib/ratings';
import type { PartnerFit } from '../lib/types';
import type { OrderFacts } from './orderFacts';
import { choiceLabel, splitByFit, stillChosen } from './partnerFit';

interface Props {
  title: string;
  order: OrderFacts;
  /** A line above the fields (Reassign says whose job it is now). */
  intro?: string;
  /** The partner that has the job now, marked in the list (Reassign: it may keep the job on the other day). */
  currentPartnerId?: string | null;
  /** The partner chosen at first (approving a change request: the one that has the job, kept if it fits the day). */
  initialPartnerId?: string | null;
  /** What the days are called (Approve: the request's new dates). */
  dateLabel?: string;
  /** The button that ends the dialog. */
  confirmLabel?: string;
  /** What the admin should see before choosing (Approve: the prices and the customer's note). */
  children?: ReactNode;
  pending: boolean;
  onClose: () => void;
  onDone: (partner: PartnerFit, day: number) => void;
}

/** The query of the partners fit for the order on the day: react-admin's refresh (after any assign call) refetches it too. */
export const assignableKey = (orderId: string, day: number) => ['assignablepartners', orderId, day] as const;

/**
 * The spec's Assign Partner dialog (admin-side §4), also Reassign's: the actual move date, one of
 * the two preferred dates (the first by default), each shown with its weekday; then the partners
 * the server finds fit for the order on that day as the choices (with their crews booked that day),
 * and below them the others, greyed, each with why it does not fit; each with its customers' rating.
 * Done stays disabled until a fitting partner is chosen for the day shown. Approving a change request
 * uses it too, over the request's new dates.
 */
export function PartnerDateDialog({
  title,
  order,
  intro,
  currentPartnerId,
  initialPartnerId,
  dateLabel = 'Actual move date',
  confirmLabel = 'Done',
  children,
  pending,
  onClose,
  onDone,
}: Props) {
  const [partnerId, setPartnerId] = useState(initialPartnerId ?? '');
  const [day, setDay] = useState<number | null>(order.preferredDates[0] ?? null);
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const id = useId();
  // Both preferred dates' lists are asked for at once, so choosing the other date shows its list at
  // once; choosing a date asks for its list again (a crew may have been booked meanwhile).
  const lists = useQueries({
    queries: order.preferredDates.map((preferred) => ({
      queryKey: assignableKey(order.id, preferred),
      queryFn: () => dataProvider.fetchAssignablePartners(order.id, preferred),
    })),
  });
  const shown = day === null ? undefined : lists[order.preferredDates.indexOf(day)];
  const list = shown?.data;
  const chooseDay = (next: number) => {
    setDay(next);
    void lists[order.preferredDates.indexOf(next)]?.refetch();
  };

  const { fitting, unfit } = splitByFit(list?.partners ?? []);
  const chosen = stillChosen(fitting, partnerId);
  const dayText = day === null ? '' : formatDayWithWeekday(day);
  const none = list !== undefined && list.partners.length === 0;
  const helper = shown?.isPending
    ? 'Loading partners...'
    : fitting.length === 0 && unfit.length > 0
      ? `No partner fits on ${dayText}: see why below.`
      : undefined;
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {intro && <DialogContentText sx={{ mb: 1 }}>{intro}</DialogContentText>}
        {children}
        <FormLabel id={`${id}-date`} sx={{ display: 'block' }}>
          {dateLabel}
        </FormLabel>
        <RadioGroup aria-labelledby={`${id}-date`} value={day === null ? '' : String(day)} onChange={(event) => chooseDay(Number(event.target.value))}>
          {order.preferredDates.map((preferred) => (
            <FormControlLabel key={preferred} value={String(preferred)} control={<Radio />} label={formatDayWithWeekday(preferred)} />
          ))}
        </RadioGroup>
        <Box sx={{ height: 4, my: 1 }}>{shown?.isFetching && <LinearProgress aria-label="Loading the partners for the day" />}</Box>
        {shown?.isError && <Alert severity="error">{messageOf(shown.error)}</Alert>}
        {none ? (
          <Alert severity="info">
            There are no partners yet. <Link to="/addpartner">Add a partner</Link> first.
          </Alert>
        ) : (
          <TextField
            select
            fullWidth
            label="Partner"
            value={chosen ? partnerId : ''}
            onChange={(event) => setPartnerId(event.target.value)}
            disabled={fitting.length === 0}
            helperText={helper}
          >
            {fitting.map((partner) => (
              <MenuItem key={partner.partnerID} value={partner.partnerID} title={ratingSentence(partner)}>
                {choiceLabel(partner, currentPartnerId)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {unfit.length > 0 && <UnfitPartners partners={unfit} dayText={dayText} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!chosen || day === null || pending} onClick={() => chosen && day !== null && onDone(chosen, day)}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The partners that cannot take the job on the day: shown so the admin knows why, never offered as a choice. */
function UnfitPartners({ partners, dayText }: { partners: PartnerFit[]; dayText: string }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography id={id} variant="subtitle2" color="text.secondary">
        Not available on {dayText}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {partners.map((partner) => (
          <Box component="li" key={partner.partnerID} aria-disabled="true" sx={{ py: 0.75, borderTop: 1, borderColor: 'divider', color: 'text.disabled' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {partner.companyName} ({partner.location})
            </Typography>
            <Typography variant="body2" color="text.secondary" title={ratingSentence(partner)}>
              {ratingText(partner)}
            </Typography>
            {partner.reasons.map((reason) => (
              <Typography key={reason} variant="body2" color="text.secondary">
                {reason}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
