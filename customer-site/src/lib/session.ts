import { useSyncExternalStore } from 'react';
import { LOCALE_STORAGE_KEY, readSavedSession, STATE_KEY, type SavedSession, type UserDetails } from '@moveday/openapi';

export type { UserDetails };
export type UserType = UserDetails['userType'];

/**
 * The login state of customer-side §3, as kept between page loads under the spec's key 'state'
 * (the shared catalogue's shape, which the console reads too). With 'Keep me logged in' it lives
 * in localStorage (it outlives the browser); without it, in sessionStorage (it ends with the tab).
 */
export type Session = SavedSession;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = null;
/** Why the last session ended, so the login page can say so. */
let endedBecause: 'logout' | 'expired' | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

/** Session start: the saved state is read; a live token and user are restored. */
export function restoreSession(): Session | null {
  current = readSavedSession(localStorage) ?? readSavedSession(sessionStorage);
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
  // Everything the session left goes, but the visitor's choice of language, which is not the account's.
  safely(() => {
    const language = localStorage.getItem(LOCALE_STORAGE_KEY);
    localStorage.clear();
    if (language !== null) localStorage.setItem(LOCALE_STORAGE_KEY, language);
  });
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

/** Where a signed-in user belongs: the console and the partner pages are other apps than the site's (a page load). */
export const ADMIN_HOME = '/admin/';
export const CUSTOMER_HOME = '/customer/customerorders';
/** A partner mover's crew: its job list (entry-partner.tsx). */
export const PARTNER_HOME = '/partner/jobs';
