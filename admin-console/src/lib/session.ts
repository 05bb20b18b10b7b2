import type { components } from '@moveday/openapi/api';

export type UserDetails = components['schemas']['UserDetails'];

/**
 * The login state the customer site keeps after a sign-in at /login (customer-site/src/lib/session.ts):
 * the same key and shape, in localStorage with 'Keep me logged in', else in sessionStorage. Both apps
 * live on one origin, so a sign-in there carries into the console.
 */
export interface Session {
  token: string;
  /** When the token stops working (ms since the epoch). */
  expiresAt: number;
  userType: UserDetails['userType'];
  userDetails: UserDetails;
  keepMeLoggedIn: boolean;
}

export const STATE_KEY = 'state';

function isSession(value: unknown): value is Session {
  const s = value as Session | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.token === 'string' &&
    s.token.length > 0 &&
    typeof s.expiresAt === 'number' &&
    typeof s.userType === 'string' &&
    typeof s.userDetails === 'object' &&
    s.userDetails !== null &&
    typeof s.userDetails._id === 'string'
  );
}

function read(storage: Storage): Session | null {
  try {
    const raw = storage.getItem(STATE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) && parsed.expiresAt > Date.now() ? parsed : null;
  } catch {
    return null;
  }
}

/** The live session, if any (an expired or unreadable one counts as none). */
export const readSession = (): Session | null => read(localStorage) ?? read(sessionStorage);

export const readAdminSession = (): Session | null => {
  const session = readSession();
  return session?.userType === 'admin' ? session : null;
};

/** Logout: the admin, UI, login, enquiry and token data all live in the two storages; all of it goes. */
export function clearSession(): void {
  for (const storage of [localStorage, sessionStorage]) {
    try {
      storage.clear();
    } catch {
      // Storage may be unavailable (private mode); nothing to clear then.
    }
  }
}

/** The one login screen (a page of the customer site): a full-page load, since it is another app. */
export const LOGIN_URL = '/login';
export const goToLogin = (): void => window.location.assign(LOGIN_URL);
