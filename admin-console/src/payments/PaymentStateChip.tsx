import Chip from '@mui/material/Chip';
import type { PaymentState } from '@moveday/openapi';
import { PAYMENT_STATE_COLORS, paymentStateLabel } from './paymentFacts';

/** An order's payment state, read from its ledger, as its Payments card shows it. */
export function PaymentStateChip({ state }: { state: PaymentState }) {
  return <Chip size="small" label={paymentStateLabel(state)} color={PAYMENT_STATE_COLORS[state]} variant={state === 'unpaid' ? 'outlined' : 'filled'} />;
}
