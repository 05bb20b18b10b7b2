import { useSyncExternalStore } from 'react';
import type { components } from '@moveday/openapi/api';

export type UserDetails = components['schemas']['UserDetails'];
export type UserType = UserDetails['userType'];

/** The login state of customer-side §3, as kept between page loads. */
export interface Session {
  token: string;
  /** When the token stops working (ms since the epoch). */
  expiresAt: number;
  userType: UserType;
  userDetails: UserDetails;
  keepMeLoggedIn: boolean;
}

/**
 * The saved-state key of the spec. With 'Keep me logged in' the state lives in localStorage (it
 * outlives the browser); without it, in sessionStorage (it ends with the tab). The admin console,
 * on the same origin, reads the same key.
 */
export const STATE_KEY = 'state';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = null;
/** Why the last session ended, so the login page can say so. */
let endedBecause: 'logout' | 'expired' | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function isSession(value: unknown): value is Session {
  const s = value as Session | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.token === 'string' &&
    s.token.length > 0 &&
    typeof s.expiresAt === 'number' &&
    (s.userType === 'customer' || s.userType === 'admin') &&
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

/** Session start: the saved state is read; a live token and user are restored. */
export function restoreSession(): Session | null {
  current = read(localStorage) ?? read(sessionStorage);
  if (!current) {
    // Drop what is expired or unreadable, so nothing stale lingers.
    safely(() => localStorage.removeItem(STATE_KEY));
    safely(() => sessionStorage.removeItem(STATE_KEY));
  }
  return current;
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Storage may be unavailable (private mode, quota); the session then lives in memory only.
  }
}

export function startSession(session: Session): void {
  current = session;
  endedBecause = null;
  const json = JSON.stringify(session);
  if (session.keepMeLoggedIn) {
    safely(() => localStorage.setItem(STATE_KEY, json));
    safely(() => sessionStorage.removeItem(STATE_KEY));
  } else {
    safely(() => sessionStorage.setItem(STATE_KEY, json));
    safely(() => localStorage.removeItem(STATE_KEY));
  }
  emit();
}

/** Logout: all state and storage are cleared. */
export function endSession(reason: 'logout' | 'expired' = 'logout'): void {
  current = null;
  endedBecause = reason;
  safely(() => localStorage.clear());
  safely(() => sessionStorage.clear());
  emit();
}

export const getSession = (): Session | null => current;

/** Reads and forgets why the last session ended. */
export function takeEndReason(): 'logout' | 'expired' | null {
  const reason = endedBecause;
  endedBecause = null;
  return reason;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Where a signed-in user belongs: the console is another app, so an admin leaves this one. */
export const ADMIN_HOME = '/admin/';
export const CUSTOMER_HOME = '/customer/customerorders';
