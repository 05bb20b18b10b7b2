import { Suspense, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GivenRatingView } from '@/components/rating/GivenRatingView';
import { RatingForm } from '@/components/rating/RatingForm';
import { ApiError, messageOf } from '@/lib/api-client';
import { lazyChunk } from '@/lib/chunk-load';
import { COMPANY } from '@/lib/company';
import { dialogs } from '@/lib/dialogs';
import { saveFile } from '@/lib/download';
import { useFormats, useT } from '@/lib/i18n';
import { cancelOrder } from '../api/cancelOrder';
import { downloadPaperwork } from '../api/downloadPaperwork';
import type { ChangeRequest } from '../api/getOrderOptions';
import type { OrderDetail } from '../api/getOrderDetail';
import type { CustomerPayments } from '../api/getPayments';
import { rateOrder } from '../api/rateOrder';
import { requestChange } from '../api/requestChange';
import { rescheduleOrder, type OrderChange } from '../api/rescheduleOrder';
import { withdrawChange } from '../api/withdrawChange';
import type { OrderOptionsState } from '../hooks/useOrderOptions';
import { useOrderText } from './orderText';
import { keptAfterCutoff } from './paymentFacts';
import { cancelUntilText, momentDayText, orderTimeZone, requestedDaysText, requestStateText } from './selfServiceText';

// The dialogs load when first opened: most visits to an order only look at it.
const ChangeDatesDialog = lazyChunk(() => import('./ChangeDatesDialog'));
const CancelOrderDialog = lazyChunk(() => import('./CancelOrderDialog'));
const ConfirmDialog = lazyChunk(() => import('@/components/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

interface OrderActionsProps {
  order: OrderDetail;
  options: OrderOptionsState;
  /** The order's money, once read: the cancel dialog and the cut-off's refusal say what happens to it. */
  payments: CustomerPayments | null;
  /** A change's answer: the order and its options as they now are. */
  onChanged: (change: OrderChange) => void;
  /** The server refused (the order changed meanwhile): the options are fetched again. */
  onRefused: () => void;
}

type Open = 'reschedule' | 'request' | 'cancel' | 'withdraw' | null;

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = `section-${testId}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} data-testid={testId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * What the customer can do with their order online (DESIGN §10, issue 18), as the server's options
 * say: change its dates (or ask to, once a crew is booked), cancel it before the cut-off, download
 * its paperwork, rate the move once done; and how to reach MoveDay for anything else.
 */
export function OrderActions({ order, options, payments, onChanged, onRefused }: OrderActionsProps) {
  const t = useT();
  const { locale, cents } = useFormats();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const timeZone = orderTimeZone(order);
  const id = order.moveDatabaseID;

  async function run(call: () => Promise<OrderChange>): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      const change = await dialogs.withLoading(call);
      setOpen(null);
      setNotice(change.message);
      onChanged(change);
    } catch (err) {
      setOpen(null);
      dialogs.showError(messageOf(err));
      if (err instanceof ApiError && err.status === 409) onRefused();
    } finally {
      setBusy(false);
    }
  }

  async function download(which: 'confirmation' | 'calendar'): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      const file = await dialogs.withLoading(() => downloadPaperwork(id, which));
      saveFile(file.blob, file.fileName);
    } catch (err) {
      dialogs.showError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  const ready = options.status === 'ready' ? options.options : null;
  const cutoffText = ready?.cancellation.cutoffAt != null ? cancelUntilText(t, ready.cancellation.cutoffAt, timeZone, locale) : null;
  const cancelled = order.moveStatus === 'cancelled';
  const kept = payments ? keptAfterCutoff(payments) : null;

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, mt: 3 }}>
      <Box aria-live="polite">
        {notice && (
          <Alert severity="success" role="status" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
      </Box>

      {options.status === 'failed' && <Alert severity="warning">{t('optionsUnavailable')}</Alert>}

      {ready && (ready.canReschedule || ready.canRequestChange || ready.changeRequest || ready.cancellation.allowed || ready.cancellation.refusal) && (
        <Section title={t('manageHeading')} testId="manage-move">
          <Box sx={{ display: 'grid', gap: 2 }}>
            {(ready.canReschedule || ready.canRequestChange) && (
              <Box>
                <Button variant="contained" disabled={busy} onClick={() => setOpen(ready.canReschedule ? 'reschedule' : 'request')}>
                  {ready.canReschedule ? t('changeDatesButton') : t('requestChangeButton')}
                </Button>
              </Box>
            )}
            {ready.changeRequest && <ChangeRequestView request={ready.changeRequest} timeZone={timeZone} busy={busy} onWithdraw={() => setOpen('withdraw')} />}
            {ready.cancellation.allowed && (
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button variant="outlined" color="error" disabled={busy} onClick={() => setOpen('cancel')}>
                  {t('cancelOrderButton')}
                </Button>
                {cutoffText && (
                  <Typography color="text.secondary" data-testid="cancel-cutoff">
                    {cutoffText}
                  </Typography>
                )}
              </Box>
            )}
            {!ready.cancellation.allowed && ready.cancellation.refusal && (
              <Alert severity="info" data-testid="cancel-refusal">
                {ready.cancellation.refusal}
                {kept && (
                  <Box component="span" sx={{ display: 'block', mt: 0.5 }} data-testid="cancel-kept">
                    {t(kept.key, { amount: cents(kept.cents) })}
                  </Box>
                )}
              </Alert>
            )}
          </Box>
        </Section>
      )}

      {ready && (ready.rating.canRate || ready.rating.given) && (
        <Section title={t('rateHeading')} testId="rate-move">
          {ready.rating.given ? (
            <GivenRatingView stars={ready.rating.given.stars} comment={ready.rating.given.comment} />
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('rateIntro')}
              </Typography>
              <RatingForm busy={busy} onSend={(rating) => void run(() => rateOrder(id, rating))} />
            </>
          )}
        </Section>
      )}

      {!cancelled && (
        <Section title={t('paperworkHeading')} testId="paperwork">
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="outlined" disabled={busy} onClick={() => void download('confirmation')}>
              {t('downloadConfirmation')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => void download('calendar')}>
              {t('addToCalendar')}
            </Button>
          </Box>
        </Section>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: '#f0f6f7', borderColor: 'primary.light' }} data-testid="contact-note">
        <Typography>{t('contactForTheRest', { moveId: order.moveId })}</Typography>
        <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 3 }, flexDirection: { xs: 'column', sm: 'row' }, mt: 1 }}>
          <Link href={`mailto:${COMPANY.supportEmail}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {COMPANY.supportEmail}
          </Link>
          <Link href={COMPANY.phoneHref} sx={{ fontWeight: 600 }}>
            {COMPANY.phone}
          </Link>
        </Box>
      </Paper>

      <Suspense fallback={null}>
        {(open === 'reschedule' || open === 'request') && (
          <ChangeDatesDialog
            order={order}
            mode={open}
            busy={busy}
            onCancel={() => setOpen(null)}
            onConfirm={(dates, note) => void run(() => (open === 'reschedule' ? rescheduleOrder(id, dates) : requestChange(id, { ...dates, note })))}
          />
        )}
        {open === 'cancel' && (
          <CancelOrderDialog
            busy={busy}
            cutoffText={cutoffText}
            payments={payments}
            onCancel={() => setOpen(null)}
            onConfirm={(request) => void run(() => cancelOrder(id, request))}
          />
        )}
        {open === 'withdraw' && ready?.changeRequest && (
          <ConfirmDialog
            open
            title={t('withdrawRequestQuestion')}
            detail={t('withdrawRequestDetail')}
            confirmLabel={t('withdrawRequest')}
            cancelLabel={t('keepRequest')}
            onCancel={() => setOpen(null)}
            onConfirm={() => void run(() => withdrawChange(id, ready.changeRequest!.id))}
          />
        )}
      </Suspense>
    </Box>
  );
}

/** The pending change request (with Withdraw), or the last one answered and its answer. */
function ChangeRequestView({ request, timeZone, busy, onWithdraw }: { request: ChangeRequest; timeZone: string; busy: boolean; onWithdraw: () => void }) {
  const t = useT();
  const { locale, money } = useFormats();
  const text = useOrderText();
  const pending = request.state === 'pending';
  const rows: [string, string][] = [
    [t('requestDatesAsked'), requestedDaysText(t, request, locale)],
    ...(request.desiredDeliveryDate !== null ? ([[t('requestDeliveryAsked'), text.day(request.desiredDeliveryDate)]] as [string, string][]) : []),
    [t('requestPrice'), money(request.newAmount)],
    [t('requestSent'), momentDayText(request.createdAt, timeZone, locale)],
    ...(request.note ? ([[t('requestNote'), request.note]] as [string, string][]) : []),
    ...(!pending && request.answer ? ([[t('requestAnswer'), request.answer]] as [string, string][]) : []),
  ];
  return (
    <Box data-testid="change-request" data-state={request.state} sx={{ p: 2, borderRadius: 1, bgcolor: pending ? '#fff8e1' : 'action.hover' }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {pending ? t('pendingRequestHeading') : t('lastRequestHeading', { state: requestStateText(t, request, locale) })}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' }, columnGap: 2, rowGap: 0.5 }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {pending && (
        <Button variant="outlined" disabled={busy} onClick={onWithdraw} sx={{ mt: 1.5 }}>
          {t('withdrawRequest')}
        </Button>
      )}
    </Box>
  );
}
