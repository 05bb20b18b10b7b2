/** The page that says an account is closed (an address anyone may open: its session has ended). */
export const ACCOUNT_CLOSED_PATH = '/accountclosed';

/** What the profile hands that page as it goes there: the page ends the session only then. */
export interface AccountClosedState {
  accountClosed: true;
}

export const isAccountClosedState = (state: unknown): state is AccountClosedState =>
  typeof state === 'object' && state !== null && (state as { accountClosed?: unknown }).accountClosed === true;
