import { formatDay } from '@moveday/openapi';
import { Section } from '../../common/Section';
import type { AdminOrderDetail } from '../../lib/types';
import { FieldRow } from './FieldRow';
import { ShareCheckbox, useSharing } from './ShareSelection';

/** A cancelled order's reason and date. */
export function CancellationCard({ record }: { record: AdminOrderDetail }) {
  const sharing = useSharing();
  if (record.moveStatus !== 'cancelled') return null;
  return (
    <Section title="Cancellation" action={<ShareCheckbox keys={['cancelReason', 'cancelDate']} label="Cancellation" />}>
      <FieldRow
        label="Cancel Reason"
        value={record.cancelReason ?? ''}
        select={sharing ? <ShareCheckbox keys={['cancelReason']} label="Cancel Reason" /> : undefined}
      />
      <FieldRow
        label="Cancel Date"
        value={formatDay(record.moveCancelDate)}
        select={sharing ? <ShareCheckbox keys={['cancelDate']} label="Cancel Date" /> : undefined}
      />
    </Section>
  );
}
