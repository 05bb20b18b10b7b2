import Chip from '@mui/material/Chip';
import type { MailState } from '@moveday/openapi';
import { MAIL_STATE_COLORS, mailStateLabel } from './mailFacts';

/** A mail's sending state, as the Mail list and an order's Mails card show it. */
export function MailStateChip({ state }: { state: MailState }) {
  return <Chip size="small" label={mailStateLabel(state)} color={MAIL_STATE_COLORS[state]} variant={state === 'queued' ? 'outlined' : 'filled'} />;
}
