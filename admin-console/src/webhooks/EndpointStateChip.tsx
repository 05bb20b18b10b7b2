import Chip from '@mui/material/Chip';
import type { WebhookEndpointRow } from '../lib/types';
import { endpointStateLabel } from './webhookFacts';

/** On (events are recorded and sent) or Off (nothing is recorded for it). */
export function EndpointStateChip({ endpoint }: { endpoint: Pick<WebhookEndpointRow, 'enabled'> }) {
  return (
    <Chip
      size="small"
      label={endpointStateLabel(endpoint)}
      color={endpoint.enabled ? 'success' : 'default'}
      variant={endpoint.enabled ? 'filled' : 'outlined'}
    />
  );
}
