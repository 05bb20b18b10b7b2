import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { hasPendingBooking, useBooking } from '@/features/quote/hooks/useBooking';
import { getSession, siteHomeOf } from '@/lib/session';

/** The email a page sent along (signup's, so the new customer only types the password). */
function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** /login; a booking left pending by signup ('already have an account') is made once signed in. */
export default function LoginRoute() {
  const { state } = useLocation();
  const { bookPendingMove } = useBooking();
  // Only a customer or a partner signed in before arriving is sent home: one signing in here may
  // have a move to book first.
  const [homeOnArrival] = useState(() => {
    const userType = getSession()?.userType;
    return userType === 'customer' || userType === 'partner' ? siteHomeOf(userType) : null;
  });
  const [pending] = useState(hasPendingBooking);
  if (homeOnArrival) return <Navigate to={homeOnArrival} replace />;
  return <LoginForm initialEmail={emailFrom(state)} intro={pending ? 'Log in to book your move.' : undefined} onSignedIn={bookPendingMove} />;
}
