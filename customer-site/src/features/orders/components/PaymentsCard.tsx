import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { PaymentState, WordKey } from '@moveday/openapi';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { useFormats, useT } from '@/lib/i18n';
import { APP_BAR_HEIGHT } from '@/lib/layout';
import type { CustomerPayments, PaymentLine } from '../api/getPayments';
import type { PaymentsState, ReturnNotice } from '../hooks/usePayments';
import { usePayOnline } from '../hooks/usePayOnline';
import { dueAction, moneyFacts, payButtonKey, signedCents } from './paymentFacts';

interface PaymentsCardProps {
  orderId: string;
  orderStatus: string;
  state: PaymentsState;
  notice: ReturnNotice;
  /** Reads the payments again (Try again, a payment refused because it is no longer due). */
  onReload: () => void;
}

const STATE_LOOKS: Record<PaymentState, { color: string; bgcolor: string; borderColor: string }> = {
  unpaid: { color: 'secondary.dark', bgcolor: '#fff4ec', borderColor: 'secondary.light' },
  deposit_paid: { color: 'primary.main', bgcolor: '#f0f6f7', borderColor: 'primary.light' },
  paid: { color: 'success.main', bgcolor: '#edf7ee', borderColor: 'success.main' },
  partly_refunded: { color: 'text.secondary', bgcolor: 'grey.100', borderColor: 'grey.400' },
  refunded: { color: 'text.secondary', bgcolor: 'grey.100', borderColor: 'grey.400' },
};

function PaymentStateBadge({ state }: { state: PaymentState }) {
  const t = useT();
  return (
    <Box
      component="span"
      data-testid="payment-state"
      data-state={state}
      sx={{ ...STATE_LOOKS[state], display: 'inline-block', border: 1, borderRadius: 99, px: 1.75, py: 0.25, fontWeight: 700, fontSize: '0.875rem' }}
    >
      <VisuallyHidden>{t('paymentStateLabel')}</VisuallyHidden> {t(`paymentState.${state}` as WordKey)}
    </Box>
  );
}

const NOTICES: Record<Exclude<ReturnNotice, null>, { key: WordKey; severity: 'info' | 'success' }> = {
  confirming: { key: 'paymentConfirming', severity: 'info' },
  confirmed: { key: 'paymentConfirmed', severity: 'success' },
  slow: { key: 'paymentSlow', severity: 'info' },
  cancelled: { key: 'paymentCancelled', severity: 'info' },
};

/**
 * The order's money on its page (issue 34): the payment state, price, deposit, what is paid and
 * owed, each payment and refund, and what is due now: a button to Stripe's page when cards are
 * taken online, else when and how to pay. Back from Stripe's page it says what came of it.
 */
export function PaymentsCard({ orderId, orderStatus, state, notice, onReload }: PaymentsCardProps) {
  const t = useT();
  const section = useRef<HTMLElement>(null);
  const ready = state.status === 'ready' ? state.payments : null;
  const shown = ready !== null;

  // Back from Stripe's page, the customer sees what came of it first: once, when the card first
  // shows its payments (later answers must not move the page).
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || notice === null || !shown) return;
    scrolled.current = true;
    section.current?.scrollIntoView({ block: 'start' });
  }, [notice, shown]);

  const noticeLooks = notice ? NOTICES[notice] : null;

  return (
    <Card
      ref={section}
      variant="outlined"
      component="section"
      aria-labelledby="payments-heading"
      data-testid="payments"
      sx={{ mt: { xs: 2, md: 3 }, scrollMarginTop: APP_BAR_HEIGHT + 16 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
          <Typography id="payments-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('paymentsHeading')}
          </Typography>
          {ready && <PaymentStateBadge state={ready.state} />}
        </Box>

        <Box aria-live="polite">
          {noticeLooks && (
            <Alert
              severity={noticeLooks.severity}
              role="status"
              data-testid="payment-notice"
              data-notice={notice}
              icon={notice === 'confirming' ? <CircularProgress size={20} aria-hidden /> : undefined}
              sx={{ mb: 2 }}
            >
              {t(noticeLooks.key)}
            </Alert>
          )}
        </Box>

        {state.status === 'loading' && <Box sx={{ minHeight: 120 }} aria-busy="true" />}

        {state.status === 'failed' && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={onReload}>
                {t('ordersTryAgain')}
              </Button>
            }
          >
            {t('paymentsUnavailable')}
          </Alert>
        )}

        {ready && (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.25fr)' }, gap: { xs: 3, md: 4 } }}>
            <Box>
              <MoneyFacts payments={ready} cancelled={orderStatus === 'cancelled'} />
              <WhatIsDue
                orderId={orderId}
                orderStatus={orderStatus}
                payments={ready}
                waiting={notice === 'confirming' || notice === 'slow'}
                onRefused={onReload}
              />
            </Box>
            <PaymentLines payments={ready} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function MoneyFacts({ payments, cancelled }: { payments: CustomerPayments; cancelled: boolean }) {
  const t = useT();
  const { cents } = useFormats();
  return (
    <Box
      component="dl"
      data-testid="payment-facts"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: 2, rowGap: 1, alignItems: 'baseline' }}
    >
      {moneyFacts(payments, cancelled).map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t(fact.label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', fontWeight: fact.label === 'paymentBalanceLabel' ? 700 : 400 }}>
            {cents(fact.cents)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface WhatIsDueProps {
  orderId: string;
  orderStatus: string;
  payments: CustomerPayments;
  /** A payment just made waits for Stripe's word: nothing is asked again meanwhile. */
  waiting: boolean;
  onRefused: () => void;
}

function WhatIsDue({ orderId, orderStatus, payments, waiting, onRefused }: WhatIsDueProps) {
  const t = useT();
  const { cents } = useFormats();
  const { paying, pay } = usePayOnline(orderId, payments.paidCents, onRefused);
  const action = waiting ? null : dueAction(payments, orderStatus);
  const cardError = waiting ? null : payments.lastCardError;
  if (!action && !cardError) return null;

  return (
    <Box sx={{ mt: 2.5, display: 'grid', gap: 1.5 }}>
      {cardError && (
        <Alert severity="warning" data-testid="card-error">
          <AlertTitle sx={{ fontWeight: 700 }}>{t('paymentCardDeclined', { error: cardError })}</AlertTitle>
          {t('paymentTryAgainHint')}
        </Alert>
      )}
      {action?.kind === 'awaitPrice' && <Typography color="text.secondary">{t('paymentEstimateNoPrice')}</Typography>}
      {action?.kind === 'payOnline' && (
        <>
          <Box>
            <Button
              variant="contained"
              color="secondary"
              size="large"
              disabled={paying}
              onClick={() => void pay()}
              startIcon={<LockOutlined aria-hidden />}
              sx={{ px: { xs: 2, sm: 3.5 }, width: { xs: '100%', sm: 'auto' }, fontSize: { xs: '1rem', sm: '1.0625rem' } }}
            >
              {t(payButtonKey(action.purpose), { amount: cents(action.amountCents) })}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('paymentSecureNote')}
          </Typography>
        </>
      )}
      {action?.kind === 'payOffline' && (
        <Alert severity="info" icon={false} data-testid="pay-offline" sx={{ bgcolor: '#f0f6f7', color: 'text.primary' }}>
          {t(action.purpose === 'deposit' ? 'paymentDepositOnMoveDay' : 'paymentBalanceOffline', { amount: cents(action.amountCents) })}
        </Alert>
      )}
    </Box>
  );
}

/**
 * Each payment and refund: a table of day, what, how and amount on a wide screen; on a phone, a
 * list whose amount keeps its place at the end of each line (four columns do not fit there).
 */
function PaymentLines({ payments }: { payments: CustomerPayments }) {
  const t = useT();
  const { cents, day } = useFormats();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const what = (line: PaymentLine) => t(`paymentKind.${line.kind}` as WordKey);
  const how = (line: PaymentLine) => t(`paymentMethod.${line.method}` as WordKey);
  const amount = (line: PaymentLine) => ({
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    fontWeight: 600,
    color: line.kind === 'payment' ? 'text.primary' : 'secondary.dark',
  });
  return (
    <Box>
      <Typography id="payment-lines-heading" variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {t('paymentLinesCaption')}
      </Typography>
      {payments.payments.length === 0 && (
        <Typography color="text.secondary" data-testid="no-payment-lines">
          {t('paymentNoLines')}
        </Typography>
      )}
      {payments.payments.length > 0 && wide && (
        <Table size="small" aria-labelledby="payment-lines-heading" sx={{ '& td, & th': { px: 2, py: 1 } }}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.50', color: 'text.secondary' } }}>
              <TableCell>{t('paymentColumnDay')}</TableCell>
              <TableCell>{t('paymentColumnWhat')}</TableCell>
              <TableCell>{t('paymentColumnHow')}</TableCell>
              <TableCell align="right">{t('paymentColumnAmount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.payments.map((line, index) => (
              <TableRow key={index} data-testid="payment-line" data-kind={line.kind} sx={{ '&:last-child td': { borderBottom: 0 } }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(line.receivedOn)}</TableCell>
                <TableCell>{what(line)}</TableCell>
                <TableCell>{how(line)}</TableCell>
                <TableCell align="right" sx={amount(line)}>
                  {cents(signedCents(line))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {payments.payments.length > 0 && !wide && (
        <Box component="ul" aria-labelledby="payment-lines-heading" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {payments.payments.map((line, index) => (
            <Box
              component="li"
              key={index}
              data-testid="payment-line"
              data-kind={line.kind}
              sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, py: 1, borderTop: index > 0 ? 1 : 0, borderColor: 'divider' }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {what(line)} · {how(line)}
              </Typography>
              <Typography sx={amount(line)}>{cents(signedCents(line))}</Typography>
              <Typography variant="body2" color="text.secondary">
                {day(line.receivedOn)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
