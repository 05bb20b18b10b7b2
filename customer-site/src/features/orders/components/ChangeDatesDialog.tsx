import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { latestDay, Limits, todayOf, type MoveDraft, type WordKey } from '@moveday/openapi';
import { DayField } from '@/components/ui/DayField';
import { messageOf } from '@/lib/api-client';
import { useFormats, useT } from '@/lib/i18n';
import type { OrderDetail } from '../api/getOrderDetail';
import { repriceOrder, type RepricedDates } from '../api/repriceOrder';
import { hasPackingKit, newDatesBody, newDatesProblems, startingDates, type PickedDateField, type PickedDates } from './newDates';

export type ChangeDatesMode = 'reschedule' | 'request';

interface ChangeDatesDialogProps {
  order: OrderDetail;
  /** reschedule: the dates change at once; request: they go to MoveDay as a change request, with a note. */
  mode: ChangeDatesMode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (dates: ReturnType<typeof newDatesBody>, note: string | null) => void;
}

const FIELDS: { key: PickedDateField; label: WordKey }[] = [
  { key: 'preferredDateOpt1', label: 'newPreferredDate1' },
  { key: 'preferredDateOpt2', label: 'newPreferredDate2' },
  { key: 'desiredDeliveryDate', label: 'newDeliveryDate' },
];

type Price =
  | { status: 'none' }
  | { status: 'pricing'; key: string }
  | { status: 'priced'; key: string; answer: RepricedDates }
  | { status: 'failed'; key: string; message: string };

/**
 * New dates for the order, by the wizard's date rules, with the price on them beside the price
 * now (asked of the server as soon as the dates are right) before the customer confirms.
 */
export default function ChangeDatesDialog({ order, mode, busy, onCancel, onConfirm }: ChangeDatesDialogProps) {
  const t = useT();
  const titleId = useId();
  const [dates, setDates] = useState<PickedDates>(() => startingDates(order));
  const [note, setNote] = useState('');
  const [price, setPrice] = useState<Price>({ status: 'none' });
  // Today where the move starts: found once, when the dialog opens (it costs the time zone data).
  const today = useMemo(() => todayOf(order as MoveDraft), [order]);
  const { problems, ready } = newDatesProblems(order, dates, today);
  const body = ready ? newDatesBody(order, dates) : null;
  const bodyKey = body ? JSON.stringify(body) : '';
  const noteTooLong = note.trim().length > Limits.changeRequestNote;

  useEffect(() => {
    if (!bodyKey) {
      setPrice({ status: 'none' });
      return;
    }
    let live = true;
    setPrice({ status: 'pricing', key: bodyKey });
    repriceOrder(order.moveDatabaseID, JSON.parse(bodyKey))
      .then((answer) => live && setPrice({ status: 'priced', key: bodyKey, answer }))
      .catch((err: unknown) => live && setPrice({ status: 'failed', key: bodyKey, message: messageOf(err) }));
    return () => {
      live = false;
    };
  }, [order.moveDatabaseID, bodyKey]);

  const priced = price.status === 'priced' && price.key === bodyKey ? price.answer : null;
  const canConfirm = body !== null && priced !== null && !noteTooLong && !busy;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canConfirm) onConfirm(body, mode === 'request' ? note.trim() || null : null);
  }

  const fields = FIELDS.filter(({ key }) => key !== 'desiredDeliveryDate' || hasPackingKit(order));
  const estimate = order.quote.estimateQuoteFlag;

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} aria-labelledby={titleId} noValidate>
        <DialogTitle id={titleId} sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {mode === 'reschedule' ? t('changeDatesTitle') : t('requestChangeTitle')}
        </DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {mode === 'reschedule' ? t('changeDatesIntro') : t('requestChangeIntro')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            {fields.map(({ key, label }) => (
              <DayField
                key={key}
                id={`new-${key}`}
                label={t(label)}
                required
                value={dates[key]}
                min={() => today}
                max={() => latestDay(today)}
                onChange={(day) => setDates((now) => ({ ...now, [key]: day }))}
                error={problems[key] !== undefined}
                helperText={problems[key] ? t(problems[key]) : ' '}
              />
            ))}
          </Box>
          {problems.form && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t(problems.form)}
            </Alert>
          )}
          {mode === 'request' && (
            <TextField
              label={t('changeNoteLabel')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              margin="normal"
              error={noteTooLong}
              helperText={t('characterCount', { count: note.trim().length, max: Limits.changeRequestNote })}
              slotProps={{ htmlInput: { maxLength: Limits.changeRequestNote } }}
            />
          )}
          <Box aria-live="polite" sx={{ mt: 2 }}>
            {price.status === 'pricing' && <Typography color="text.secondary">{t('repricing')}</Typography>}
            {price.status === 'failed' && price.key === bodyKey && <Alert severity="error">{price.message}</Alert>}
            {priced && (
              <Box data-testid="new-price" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
                <PriceFigure label={estimate ? t('estimateNow') : t('priceNow')} amount={priced.currentAmount} testId="price-now" />
                <PriceFigure label={priced.estimate ? t('estimateOnNewDates') : t('priceOnNewDates')} amount={priced.newAmount} testId="price-new" strong />
                {priced.estimate && (
                  <Typography color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                    {t('estimateNote')}
                  </Typography>
                )}
              </Box>
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onCancel} variant="outlined">
            {t('closeDialog')}
          </Button>
          <Button type="submit" variant="contained" disabled={!canConfirm}>
            {mode === 'reschedule' ? t('confirmNewDates') : t('sendChangeRequest')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function PriceFigure({ label, amount, testId, strong = false }: { label: string; amount: number; testId: string; strong?: boolean }) {
  const { money } = useFormats();
  return (
    <Box data-testid={testId} sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: strong ? 'primary.main' : 'divider' }}>
      <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: strong ? 800 : 600 }}>{money(amount)}</Typography>
    </Box>
  );
}
