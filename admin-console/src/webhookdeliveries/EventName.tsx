import Box from '@mui/material/Box';
import type { WebhookEventType } from '@moveday/openapi';
import { eventLabel } from '../webhooks/webhookFacts';

/** An event as the log shows it: its label, and its type as the body names it. */
export function EventName({ type }: { type: WebhookEventType }) {
  return (
    <Box>
      <Box sx={{ whiteSpace: 'nowrap' }}>{eventLabel(type)}</Box>
      <Box component="code" sx={{ fontSize: '0.75rem', color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {type}
      </Box>
    </Box>
  );
}
