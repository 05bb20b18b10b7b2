import { useCallback, useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useFormats, useT } from '@/lib/i18n';
import type { OrderSummary } from '../api/getOrders';
import { getPayments, type CustomerPayments } from '../api/getPayments';
import { usePayOnline } from '../hooks/usePayOnline';

interface DepositDue {
  order: OrderSummary;
  payments: CustomerPayments;
}

/** A booked move still to happen: the server may ask its deposit. */
const booked = (order: OrderSummary) => order.moveStatus === 'open' || order.moveStatus === 'partnerassigned';

/** Whether the server asks this order's deposit online now. */
const depositDueOnline = (payments: CustomerPayments) => payments.cardPayments && payments.due?.purpose === 'deposit';

/**
 * Right after booking, every way in (signed in, signed up then logged in, logged in to book) ends
 * on the orders list: it offers to pay the deposit of each booked move that has one due online.
 * The list shows first; the payments are read after, and a failed read shows nothing.
 */
export function DepositPrompts({ orders }: { orders: OrderSummary[] }) {
  const [due, setDue] = useState<DepositDue[]>([]);

  useEffect(() => {
    const asked = orders.filter(booked);
    if (asked.length === 0) return;
    let live = true;
    void Promise.all(
      asked.map((order) =>
        getPayments(order.moveDatabaseID).then(
          (payments) => ({ order, payments }),
          () => null,
        ),
      ),
    ).then((found) => {
      if (live) setDue(found.filter((one): one is DepositDue => one !== null && depositDueOnline(one.payments)));
    });
    return () => {
      live = false;
    };
  }, [orders]);

  const drop = useCallback((id: string) => setDue((now) => now.filter((one) => one.order.moveDatabaseID !== id)), []);

  if (due.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
      {due.map((one) => (
        <DepositPrompt key={one.order.moveDatabaseID} {...one} onRefused={drop} />
      ))}
    </Box>
  );
}

function DepositPrompt({ order, payments, onRefused }: DepositDue & { onRefused: (id: string) => void }) {
  const t = useT();
  const { cents } = useFormats();
  const textId = useId();
  const refused = useCallback(() => onRefused(order.moveDatabaseID), [onRefused, order.moveDatabaseID]);
  const { paying, pay } = usePayOnline(order.moveDatabaseID, payments.paidCents, refused);
  return (
    <Paper
      variant="outlined"
      data-testid="deposit-prompt"
      data-order={order.moveDatabaseID}
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        bgcolor: '#fff8f3',
        borderColor: 'secondary.light',
        borderLeftWidth: 4,
      }}
    >
      <Typography id={textId} sx={{ flex: 1, fontWeight: 600 }}>
        {t('depositPromptText', { moveId: order.moveID, amount: cents(payments.due!.amountCents) })}
      </Typography>
      <Button
        variant="contained"
        color="secondary"
        disabled={paying}
        onClick={() => void pay()}
        aria-describedby={textId}
        startIcon={<LockOutlined aria-hidden />}
        sx={{ flexShrink: 0 }}
      >
        {t('depositPromptButton')}
      </Button>
    </Paper>
  );
}
