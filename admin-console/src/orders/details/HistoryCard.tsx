import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDay, isCalendarDay } from '@moveday/openapi';
import { Section } from '../../common/Section';
import { STATUS_LABELS, formatMoment, formatMoney } from '../../lib/format';
import type { AdminOrderDetail, OrderHistoryEntry } from '../../lib/types';

const ACTIONS: Record<string, string> = {
  quoted: 'Quoted',
  booked: 'Booked by the customer',
  created: 'Created by an admin',
  edited: 'Edited',
  confirmed: 'Confirmed',
  partnerassigned: 'Partner assigned',
  completed: 'Marked as complete',
  cancelled: 'Cancelled',
};

const FIELD_NAMES: Record<string, string> = {
  quoteEstimateAmount: 'algorithm cost',
  finalMoveAmount: 'final cost',
  estimateQuoteFlag: 'rough estimate',
  actualMoveDate: 'move date',
  firstName: 'first name',
  lastName: 'last name',
  userEmail: 'email',
  userPhone: 'phone',
  partnerName: 'partner',
  cancelReason: 'reason',
  moveCancelDate: 'cancel date',
};

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (field.endsWith('Amount') && typeof value === 'number') return formatMoney(value);
  if (isCalendarDay(value)) return formatDay(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What an entry changed or carried, in words. */
export function describeChanges(changes: OrderHistoryEntry['changes']): string {
  if (!changes) return '';
  const parts: string[] = [];
  for (const [field, change] of Object.entries(changes)) {
    // Database ids say nothing to people; the names beside them do.
    if (/ID$/.test(field)) continue;
    if (field === 'draftSections' && Array.isArray(change)) {
      if (change.length) parts.push(`changed ${change.join(', ')}`);
    } else if (change && typeof change === 'object' && 'from' in change && 'to' in change) {
      const c = change as { from: unknown; to: unknown };
      parts.push(`${FIELD_NAMES[field] ?? field}: ${show(field, c.from)} → ${show(field, c.to)}`);
    } else {
      parts.push(`${FIELD_NAMES[field] ?? field}: ${show(field, change)}`);
    }
  }
  return parts.join('; ');
}

/** The order's history: who did what and when, oldest first. */
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
              <TableCell>{entry.actorName ?? entry.actorRole}</TableCell>
              <TableCell>{ACTIONS[entry.action] ?? entry.action}</TableCell>
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
