import { API_SCOPES, labelOf, type ApiScope } from '@moveday/openapi';
import type { ApiKeyRow, ApiKeyState, NewApiKey, StateChipColor } from '../lib/types';

/** How a key's state looks: an active key works, an expired one no longer does, a revoked one never will again. */
export const API_KEY_STATE_COLORS: Record<ApiKeyState, StateChipColor> = {
  active: 'success',
  expired: 'warning',
  revoked: 'default',
};

const STATE_LABELS: Record<ApiKeyState, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

export const apiKeyStateLabel = (state: ApiKeyState): string => STATE_LABELS[state];

/** The API keys list's tabs: every key, then one per state. */
export const API_KEY_TABS: readonly { value: 'all' | ApiKeyState; label: string }[] = [
  { value: 'all', label: 'All' },
  ...(Object.keys(STATE_LABELS) as ApiKeyState[]).map((state) => ({ value: state, label: STATE_LABELS[state] })),
];

/** The tab a list filter stands for: one state, else All. */
export function apiKeyTabOf(state: unknown): 'all' | ApiKeyState {
  return typeof state === 'string' && state in STATE_LABELS ? (state as ApiKeyState) : 'all';
}

export const scopeLabel = (scope: ApiScope): string => labelOf(API_SCOPES, scope);

/** A key can still be revoked: it is not yet (an expired key too, so that no one renews it by mistake). */
export const canRevoke = (key: Pick<ApiKeyRow, 'state'>): boolean => key.state !== 'revoked';

/** How long a new key works: never ends, a number of days from now, or until a day the admin picks. */
export type ExpiryChoice = 'never' | '30' | '90' | '365' | 'date';

export const EXPIRY_CHOICES: readonly { id: ExpiryChoice; name: string }[] = [
  { id: 'never', name: 'Never' },
  { id: '30', name: 'In 30 days' },
  { id: '90', name: 'In 90 days' },
  { id: '365', name: 'In a year (365 days)' },
  { id: 'date', name: 'On a day I choose' },
];

/** The create form's values as react-admin's inputs hold them (an emptied text input is null). */
export interface ApiKeyForm {
  name?: string | null;
  scopes?: string[] | null;
  expiry?: ExpiryChoice | null;
  /** The chosen day, `YYYY-MM-DD` (the date input's value), when `expiry` is `date`. */
  expiresOn?: string | null;
}

export const DAY_MS = 86_400_000;

export const NO_EXPIRY_DAY = 'Choose the day the key stops working';

/**
 * When a key chosen to stop "on" a day stops: at the end of that day where the admin is (the next
 * midnight), so it works through the day named. NaN for anything but a real `YYYY-MM-DD` day.
 */
export function endOfDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(year, month - 1, date);
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== date) return Number.NaN;
  return new Date(year, month - 1, date + 1).getTime();
}

/**
 * What Create sends (`expiresAt` in ms, or null: never), or the form's own complaint when the day
 * to stop on is missing. Every other rule (a name, a scope, an expiry ahead and within five years)
 * is the server's: its messages show on the fields.
 */
export function apiKeyBody(values: ApiKeyForm, now: number): { body: NewApiKey } | { errors: Record<string, string> } {
  const expiry = values.expiry ?? 'never';
  let expiresAt: number | null = null;
  if (expiry === 'date') {
    expiresAt = endOfDay(values.expiresOn ?? '');
    if (Number.isNaN(expiresAt)) return { errors: { expiresOn: NO_EXPIRY_DAY } };
  } else if (expiry !== 'never') {
    expiresAt = now + Number(expiry) * DAY_MS;
  }
  return { body: { name: values.name ?? '', scopes: (values.scopes ?? []) as NewApiKey['scopes'], expiresAt } };
}

/** Where the server's field messages go on the form: an expiry's to the day input when a day was chosen, else to the choice. */
export const apiKeyFieldNames = (values: ApiKeyForm): Record<string, string> => ({ expiresAt: values.expiry === 'date' ? 'expiresOn' : 'expiry' });
