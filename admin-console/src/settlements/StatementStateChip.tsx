import Chip from '@mui/material/Chip';
import type { StatementState } from '@moveday/openapi';
import { STATEMENT_STATE_COLORS, statementStateLabel } from './settlementFacts';

/** A partner statement's payment, as the Settlements list and the statement's page show it. */
export function StatementStateChip({ state }: { state: StatementState }) {
  return <Chip size="small" label={statementStateLabel(state)} color={STATEMENT_STATE_COLORS[state]} variant={state === 'sending' ? 'outlined' : 'filled'} />;
}
