import type { components } from '../generated/api.js';

export type UserDetails = components['schemas']['UserDetails'];

/**
 * The login state kept after a sign-in at /login (customer-side §3 Login state), under the spec's
 * key 'state': in localStorage with 'Keep me logged in', else in sessionStorage. The site writes it
 * and the console, on the same origin, reads it: one shape for both.
 */
export interface SavedSession {
  token: string;
  /** When the token stops working (ms since the epoch). */
  expiresAt: number;
  userType: UserDetails['userType'];
  userDetails: UserDetails;
  keepMeLoggedIn: boolean;
}

export const STATE_KEY = 'state';

function isSavedSession(value: unknown): value is SavedSession {
  const s = value as SavedSession | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.token === 'string' &&
    s.token.length > 0 &&
    typeof s.expiresAt === 'number' &&
    (s.userType === 'customer' || s.userType === 'admin' || s.userType === 'partner') &&
    typeof s.userDetails === 'object' &&
    s.userDetails !== null &&
    typeof s.userDetails._id === 'string'
  );
}

/** The session saved in one storage; null when there is none, or it is unreadable or expired. */
export function readSavedSession(storage: { getItem(key: string): string | null }): SavedSession | null {
  try {
    const raw = storage.getItem(STATE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSavedSession(parsed) && parsed.expiresAt > Date.now() ? parsed : null;
  } catch {
    return null;
  }
}
