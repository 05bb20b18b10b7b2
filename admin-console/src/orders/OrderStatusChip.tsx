import Chip from '@mui/material/Chip';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/format';
import type { MoveStatus } from '../lib/types';

export function OrderStatusChip({ status }: { status: MoveStatus }) {
  return <Chip size="small" label={STATUS_LABELS[status]} color={STATUS_COLORS[status]} variant={status === 'estimate_open' ? 'outlined' : 'filled'} />;
}
