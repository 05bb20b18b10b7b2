import Chip from '@mui/material/Chip';
import type { ApiKeyState } from '../lib/types';
import { API_KEY_STATE_COLORS, apiKeyStateLabel } from './apiKeyFacts';

/** An API key's state: only an active key is accepted. */
export function ApiKeyStateChip({ state }: { state: ApiKeyState }) {
  return <Chip size="small" label={apiKeyStateLabel(state)} color={API_KEY_STATE_COLORS[state]} variant={state === 'revoked' ? 'outlined' : 'filled'} />;
}
