import type { AuthProvider } from 'react-admin';
import { clearSession, goToLogin, readAdminSession, readSession } from './lib/session';

let leaving = false;

/**
 * Leaves the console for /login (another app: a full page load), once. Handed a redirect, react-admin
 * clears its store and queries before it leaves, which renders again and checks again: every check
 * assigned the address anew, and each assignment aborted the page load before it, so a busy device
 * could stay on the console's empty shell for good. The promise never settles: the page is going.
 */
export function leaveForLogin(): Promise<never> {
  if (!leaving) {
    leaving = true;
    goToLogin();
  }
  return new Promise<never>(() => undefined);
}

/**
 * Sign-in happens on the customer site's /login (one login screen for everyone, DESIGN §5); the
 * console reads the session it stored. Anyone who is not a signed-in admin is sent to /login
 * (admin-side §2), and a customer's own session is left alone there.
 */
export const authProvider: AuthProvider = {
  login: () => Promise.reject(new Error('Sign in at /login')),

  checkAuth: () => (readAdminSession() ? Promise.resolve() : leaveForLogin()),

  /** `{ userInitiated: true }` comes from the Logout confirmation; react-admin's own calls (a failed check, a 401) pass nothing. */
  logout: (params?: { userInitiated?: boolean }) => {
    const session = readSession();
    // A confirmed logout clears everything; a dead admin session goes too; a customer keeps theirs.
    if (params?.userInitiated || (session && session.userType === 'admin') || !session) clearSession();
    return leaveForLogin();
  },

  /**
   * Only a refused token (401) or a refused role (403) leaves the console. Anything else, a 503
   * while the server's database is down above all, keeps the admin signed in: the failed call
   * shows its message ('We are having trouble right now...') and the next one works again.
   */
  checkError: (error: { status?: number }) => {
    if (error?.status === 401) {
      // The token expired or was revoked: the stored admin session is dead.
      clearSession();
      return leaveForLogin();
    }
    if (error?.status === 403) return leaveForLogin();
    return Promise.resolve();
  },

  getIdentity: () => {
    const session = readAdminSession();
    if (!session) return Promise.reject(new Error('Not signed in'));
    const { _id, firstName, lastName, userEmail } = session.userDetails;
    return Promise.resolve({ id: _id, fullName: `${firstName} ${lastName}`.trim(), firstName, email: userEmail });
  },

  getPermissions: () => Promise.resolve(readAdminSession()?.userType),
};
