import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents, formatDay } from '@moveday/openapi';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Section } from '../../common/Section';
import type { MoveDayDataProvider } from '../../dataProvider';
import { messageOf } from '../../lib/http';
import type { AdminOrderDetail, OrderMoney } from '../../lib/types';
import { LedgerKindChip } from '../../payments/LedgerKindChip';
import {
  NO_FIXED_PRICE,
  NO_PRICE_NO_PAYMENT,
  amountText,
  balanceText,
  noteText,
  orderMoneyKey,
  paymentMethodLabel,
  recordedByText,
  signedCents,
} from '../../payments/paymentFacts';
import { PaymentStateChip } from '../../payments/PaymentStateChip';
import { RecordPaymentButton } from '../../payments/RecordPaymentButton';
import { RefundButton } from '../../payments/RefundButton';
import { SendBalanceLinkButton } from '../../payments/SendBalanceLinkButton';

/** The order's money at a glance: price, deposit asked, what it holds, what it owes (or is owed). */
function Figures({ money }: { money: OrderMoney }) {
  const figures: [string, string][] = [
    ['Price', money.priceCents === null ? NO_FIXED_PRICE : formatCents(money.priceCents)],
    ['Deposit asked', money.depositCents === null ? '-' : formatCents(money.depositCents)],
    ['Paid', formatCents(money.paidCents)],
    ['Balance', balanceText(money.balanceCents)],
  ];
  // What came in and what went back, once anything went back: "Paid" alone would hide a refund.
  if (money.returnedCents > 0) figures.splice(3, 0, ['Received', formatCents(money.receivedCents)], ['Returned', formatCents(money.returnedCents)]);
  return (
    <Box
      component="dl"
      aria-label="Order money"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
        gap: 1.5,
        m: 0,
        mb: 2,
        '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
        '& dd': { m: 0, fontWeight: 700, fontSize: '1.05rem' },
      }}
    >
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}

function Ledger({ money }: { money: OrderMoney }) {
  if (money.entries.length === 0) return <Typography color="text.secondary">No payments yet</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Order payments">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Method</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Reference / reason</TableCell>
            <TableCell>Recorded by</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {money.entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(entry.receivedOn)}</TableCell>
              <TableCell>
                <LedgerKindChip kind={entry.kind} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{paymentMethodLabel(entry.method)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600, color: signedCents(entry) < 0 ? 'warning.dark' : undefined }}>
                {amountText(entry)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{noteText(entry)}</TableCell>
              <TableCell>{recordedByText(entry)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The order's payments (issue 34): its payment state, price, deposit asked, what it has paid and
 * still owes, every ledger line oldest first, and Record payment and Refund. A quote takes no
 * money (the server answers 404): it has no card.
 */
export function PaymentsCard({ record }: { record: AdminOrderDetail }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const money = useQuery({
    queryKey: orderMoneyKey(record.id),
    queryFn: () => dataProvider.getOrderMoney(record.id),
    enabled: record.moveStatus !== 'quoted',
  });
  if (record.moveStatus === 'quoted') return null;
  return (
    <Section
      title="Payments"
      action={
        money.data && (
          <Box data-testid="payment-state">
            <PaymentStateChip state={money.data.state} />
          </Box>
        )
      }
    >
      {money.isPending ? (
        <LinearProgress aria-label="Loading the payments" />
      ) : money.isError ? (
        <Alert severity="error">{messageOf(money.error)}</Alert>
      ) : (
        <>
          <Figures money={money.data} />
          <Box className="no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
            <RecordPaymentButton money={money.data} />
            <RefundButton money={money.data} />
            <SendBalanceLinkButton money={money.data} />
            {money.data.priceCents === null && (
              <Typography variant="body2" color="text.secondary">
                {NO_PRICE_NO_PAYMENT}
              </Typography>
            )}
          </Box>
          <Ledger money={money.data} />
        </>
      )}
    </Section>
  );
}
