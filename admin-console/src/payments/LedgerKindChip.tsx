import Chip from '@mui/material/Chip';
import type { LedgerKind } from '@moveday/openapi';
import { LEDGER_KIND_COLORS, ledgerKindLabel } from './paymentFacts';

/** Which way a ledger line's money went, as the Payments list and an order's Payments card show it. */
export function LedgerKindChip({ kind }: { kind: LedgerKind }) {
  return <Chip size="small" label={ledgerKindLabel(kind)} color={LEDGER_KIND_COLORS[kind]} />;
}
