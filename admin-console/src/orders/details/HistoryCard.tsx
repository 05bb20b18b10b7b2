import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Section } from '../../common/Section';
import { STATUS_LABELS, formatMoment } from '../../lib/format';
import type { AdminOrderDetail } from '../../lib/types';
import { actionLabel, actorLabel, describeChanges } from './history';

/** The order's history: who did what and when (admins, customers, the partner's crew, MoveDay itself), oldest first. */
export function HistoryCard({ record }: { record: AdminOrderDetail }) {
  return (
    <Section title="History">
      <Table size="small" aria-label="Order history">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.history.map((entry, index) => (
            <TableRow key={index}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(entry.at)}</TableCell>
              <TableCell>{actorLabel(entry)}</TableCell>
              <TableCell>{actionLabel(entry)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {entry.toStatus && entry.fromStatus !== entry.toStatus
                  ? `${entry.fromStatus ? STATUS_LABELS[entry.fromStatus] : 'New'} → ${STATUS_LABELS[entry.toStatus]}`
                  : ''}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{describeChanges(entry.changes)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
