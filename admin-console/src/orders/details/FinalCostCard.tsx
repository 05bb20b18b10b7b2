import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDay } from '@moveday/openapi';
import { formatMoment, formatMoney } from '../../lib/format';
import { isAmountUsable } from '../form/amount';
import { AssignmentStateChip } from '../AssignmentStateChip';
import { ChangeRequestChip } from '../ChangeRequestChip';
import { AmountInput } from '../form/inputs';
import { OrderActions } from '../OrderActions';
import { orderFacts } from '../orderFacts';
import { OrderStatusChip } from '../OrderStatusChip';
import { ReassignPartnerButton } from '../ReassignPartnerButton';
import type { CardProps } from './cardProps';
import { FieldRow, type FieldEditor } from './FieldRow';
import { ShareCheckbox, useSharing } from './ShareSelection';

/**
 * The order's head: the final cost (editable), the algorithm cost, the status and the assignment's
 * state (who declined and why, or let the offer expire; when the crew set off), the partner and
 * move date, and the next step; Reassign here only, beside the state and the history it acts on.
 */
export function FinalCostCard({ record, editable, save }: CardProps) {
  const sharing = useSharing();
  const canEdit = editable && !sharing;
  const costEditor: FieldEditor<string> | undefined = canEdit
    ? {
        kind: 'inline',
        initial: () => (record.finalMoveAmount === null ? '' : String(record.finalMoveAmount)),
        render: (value, setValue) => <AmountInput label="Final Cost" value={value} onChange={setValue} autoFocus />,
        canSave: isAmountUsable,
        save: (value) => save({ finalMoveAmount: value }),
        lockedBecause: record.finalMoveAmount === null ? 'Nothing to edit' : undefined,
      }
    : undefined;
  return (
    <Card component="section" aria-label="Final cost" sx={{ mb: 2, borderColor: 'primary.light', borderWidth: 2 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
          <Box sx={{ flex: 1, minWidth: 240, maxWidth: 520 }} data-testid="final-cost">
            <FieldRow hero label="Final Cost" value={formatMoney(record.finalMoveAmount) || 'Not set'} editor={costEditor} />
            <Typography variant="body2" color="text.secondary" data-testid="algorithm-cost">
              Algorithm cost {formatMoney(record.quoteEstimateAmount)}
              {record.quote.estimateQuoteFlag && <Chip size="small" label="Rough estimate" color="warning" variant="outlined" sx={{ ml: 1 }} />}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', pt: 1, ml: 'auto' }} className="no-print">
            {sharing ? (
              <ShareCheckbox keys={['finalCost']} label="Final Cost" />
            ) : (
              <>
                <OrderActions order={orderFacts(record)} />
                <ReassignPartnerButton order={orderFacts(record)} />
              </>
            )}
          </Box>
        </Box>
        <FieldRow
          label="Status"
          value={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <OrderStatusChip status={record.moveStatus} />
              <AssignmentStateChip state={record.assignmentState} offerExpiresAt={record.offerExpiresAt} />
              {record.changeRequest?.state === 'pending' && <ChangeRequestChip />}
            </Box>
          }
        />
        {record.partnerName && <FieldRow label="Partner" value={record.partnerName} />}
        {record.assignmentState === 'declined' && (
          <>
            <FieldRow label="Declined by" value={record.offerPartnerName} />
            <FieldRow label="Reason" value={record.declineReason} />
          </>
        )}
        {record.assignmentState === 'expired' && (
          <FieldRow label="Offer expired" value={record.offerPartnerName ? `${record.offerPartnerName} did not answer in time` : 'No answer in time'} />
        )}
        {record.crewOnTheWayAt !== null && <FieldRow label="Crew on the way" value={formatMoment(record.crewOnTheWayAt)} />}
        {record.actualMoveDate !== null && <FieldRow label="Actual move date" value={formatDay(record.actualMoveDate)} />}
        {record.bookedAt !== null && <FieldRow label="Booked" value={formatMoment(record.bookedAt)} />}
      </CardContent>
    </Card>
  );
}
