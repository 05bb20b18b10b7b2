import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatDay } from '@moveday/openapi';
import { Section } from '../../common/Section';
import { formatMoment, formatMoney } from '../../lib/format';
import type { AdminOrderDetail } from '../../lib/types';
import { ApproveChangeRequestButton } from '../ApproveChangeRequestButton';
import { CHANGE_REQUEST_COLORS, answerable, changeRequestLabel, currentDaysText, daysText, priceDifference } from '../changeRequestFacts';
import { DeclineChangeRequestButton } from '../DeclineChangeRequestButton';
import { orderFacts } from '../orderFacts';
import { FieldRow } from './FieldRow';

/**
 * The customer's change request (issue 18): the dates asked for beside the order's, the price now
 * and on the new dates, their note, when it was sent; Approve and Decline while it is pending, and
 * once answered, who answered, when and how. Nothing when no request was ever sent.
 */
export function ChangeRequestCard({ record }: { record: AdminOrderDetail }) {
  const request = record.changeRequest;
  if (!request) return null;
  const open = answerable(record);
  const decided = request.state !== 'pending';
  return (
    <Section
      title="Change request"
      action={<Chip size="small" label={changeRequestLabel(request.state)} color={CHANGE_REQUEST_COLORS[request.state]} data-testid="change-request-state" />}
    >
      <FieldRow label="Sent" value={formatMoment(request.createdAt)} />
      <FieldRow label="Dates asked for" value={daysText(request.preferredDates)} />
      <FieldRow label={decided ? "The order's dates" : "The order's dates now"} value={currentDaysText(record)} />
      {request.desiredDeliveryDate !== null && <FieldRow label="Packing kit delivery asked for" value={formatDay(request.desiredDeliveryDate)} />}
      <FieldRow label="Price when sent" value={formatMoney(request.currentAmount)} />
      <FieldRow label="Price on the new dates" value={`${formatMoney(request.newAmount)} (${priceDifference(request.currentAmount, request.newAmount)})`} />
      <FieldRow label="Customer's note" value={request.note ?? ''} />
      {decided && (
        <>
          <FieldRow
            label={changeRequestLabel(request.state)}
            value={[formatMoment(request.decidedAt), request.decidedBy ? `by ${request.decidedBy}` : ''].filter(Boolean).join(' ')}
          />
          {request.answer && <FieldRow label={request.state === 'declined' ? 'Reason' : 'Answer'} value={request.answer} />}
        </>
      )}
      {open && (
        <Box className="no-print" sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1.5 }}>
          <DeclineChangeRequestButton order={orderFacts(record)} request={open} />
          <ApproveChangeRequestButton order={orderFacts(record)} request={open} />
        </Box>
      )}
    </Section>
  );
}
