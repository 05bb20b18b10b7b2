import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { hasPendingBooking, useBooking } from '@/features/quote/hooks/useBooking';
import { dialogs } from '@/lib/dialogs';
import { translate } from '@/lib/i18n';
import { CUSTOMER_HOME, getSession, PARTNER_HOME } from '@/lib/session';
import type { LoginHandover } from '../RequirePartner';

/** The email a page sent along (signup's, so the new customer only types the password). */
function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * /login; a booking left pending by signup ('already have an account') is made once signed in.
 * The partner pages (another app) send a crew whose session expired here saying so.
 */
export default function LoginRoute() {
  const { state } = useLocation();
  const { bookPendingMove } = useBooking();
  // Only a customer or a partner signed in before arriving is sent home (a partner's is another
  // app: a page load): one signing in here may have a move to book first.
  const [homeOnArrival] = useState(() => getSession()?.userType ?? null);
  const [pending] = useState(hasPendingBooking);
  const expiredOnPartnerPage = (state as LoginHandover | null)?.sessionExpired === true;
  useEffect(() => {
    if (homeOnArrival === 'partner') window.location.replace(PARTNER_HOME);
    else if (expiredOnPartnerPage && homeOnArrival === null) dialogs.showMessage({ title: translate('loginAgainTitle'), message: translate('sessionExpired') });
  }, [homeOnArrival, expiredOnPartnerPage]);
  if (homeOnArrival === 'customer') return <Navigate to={CUSTOMER_HOME} replace />;
  if (homeOnArrival === 'partner') return null;
  return <LoginForm initialEmail={emailFrom(state)} intro={pending ? 'loginIntroToBook' : undefined} onSignedIn={bookPendingMove} />;
}
