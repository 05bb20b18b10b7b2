import type { AuthProvider } from 'react-admin';
import { clearSession, LOGIN_URL, readAdminSession, readSession } from './lib/session';

/** An absolute URL: react-admin then leaves the app with a full page load instead of routing inside it. */
const loginPage = () => `${window.location.origin}${LOGIN_URL}`;

/**
 * Sign-in happens on the customer site's /login (one login screen for everyone, DESIGN §5); the
 * console reads the session it stored. Anyone who is not a signed-in admin is sent to /login
 * (admin-side §2), and a customer's own session is left alone there.
 */
export const authProvider: AuthProvider = {
  login: () => Promise.reject(new Error('Sign in at /login')),

  checkAuth: () => (readAdminSession() ? Promise.resolve() : Promise.reject({ redirectTo: loginPage(), message: false })),

  /** `{ userInitiated: true }` comes from the Logout confirmation; react-admin's own calls (a failed check, a 401) pass nothing. */
  logout: (params?: { userInitiated?: boolean }) => {
    const session = readSession();
    // A confirmed logout clears everything; a dead admin session goes too; a customer keeps theirs.
    if (params?.userInitiated || (session && session.userType === 'admin') || !session) clearSession();
    return Promise.resolve(loginPage());
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
      return Promise.reject({ redirectTo: loginPage(), message: false });
    }
    if (error?.status === 403) return Promise.reject({ redirectTo: loginPage(), message: false });
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
