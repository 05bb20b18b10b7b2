import Chip from '@mui/material/Chip';
import type { WebhookDeliveryState } from '@moveday/openapi';
import { DELIVERY_STATE_COLORS, deliveryStateLabel } from './deliveryFacts';

/** A webhook delivery's progress, as the delivery log and an endpoint's page show it. */
export function DeliveryStateChip({ state }: { state: WebhookDeliveryState }) {
  return (
    <Chip
      size="small"
      label={deliveryStateLabel(state)}
      color={DELIVERY_STATE_COLORS[state]}
      variant={state === 'pending' || state === 'sending' ? 'outlined' : 'filled'}
    />
  );
}
