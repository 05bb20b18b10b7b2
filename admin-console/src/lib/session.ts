import { readSavedSession, type SavedSession } from '@moveday/openapi';

// The login state the customer site saves after a sign-in at /login (the shared catalogue's
// shape and key): both apps live on one origin, so a sign-in there carries into the console.
export type Session = SavedSession;

/** The live session, if any (an expired or unreadable one counts as none). */
export const readSession = (): Session | null => readSavedSession(localStorage) ?? readSavedSession(sessionStorage);

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
