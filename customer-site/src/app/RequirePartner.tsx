import { useEffect, type ReactNode } from 'react';
import { leaveFor } from '@/lib/history';
import { ADMIN_HOME, takeEndReason, useSession, type Session } from '@/lib/session';

/** What the partner pages hand /login (the site's app): where to come back to, and whether the session expired. */
export interface LoginHandover {
  from?: string;
  sessionExpired?: boolean;
}

/**
 * Sends someone who is not a partner's crew away from the partner pages (another app than the
 * site's, so always with a page load): a signed-in admin to the console, as on customer screens;
 * a customer or a visitor to /login, which brings a partner back here once signed in. A crew
 * that logs out goes to /login; one whose session expired too, where it is told so.
 */
export function leavePartnerPages(session: Session | null, ended: 'logout' | 'expired' | null): void {
  const from = window.location.pathname + window.location.search;
  if (session?.userType === 'admin') window.location.assign(ADMIN_HOME);
  else if (ended === 'logout') leaveFor('/login');
  else leaveFor('/login', { from, ...(ended === 'expired' ? { sessionExpired: true } : {}) } satisfies LoginHandover);
}

/** The partner pages, for a partner's crew only (the entry checks before the first render; this, on any later change). */
export function RequirePartner({ children }: { children: ReactNode }) {
  const session = useSession();
  const isPartner = session?.userType === 'partner';
  useEffect(() => {
    if (!isPartner) leavePartnerPages(session, takeEndReason());
  }, [isPartner, session]);
  // The build renders the pages as a crew sees them before its data comes (it has no session).
  return isPartner || import.meta.env.SSR ? children : null;
}
