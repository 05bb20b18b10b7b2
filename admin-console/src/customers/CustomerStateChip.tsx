import Chip from '@mui/material/Chip';
import type { AdminCustomer } from '../lib/types';

/** Open or Closed: a closed account's chip stands out in the list. */
export function CustomerStateChip({ customer }: { customer: Pick<AdminCustomer, 'closedAt'> }) {
  return customer.closedAt === null ? (
    <Chip size="small" label="Open" color="success" variant="outlined" />
  ) : (
    <Chip size="small" label="Closed" color="default" />
  );
}
