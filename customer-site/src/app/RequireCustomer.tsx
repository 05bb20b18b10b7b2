import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ADMIN_HOME, PARTNER_HOME, useSession } from '@/lib/session';

/**
 * Customer-only screens: a signed-in admin is sent to the console, a partner to its jobs (each
 * another app on this origin: a page load); anyone else whose user type is not customer goes to
 * /login (customer-side §4).
 */
export function RequireCustomer() {
  const session = useSession();
  const location = useLocation();
  const elsewhere = session?.userType === 'admin' || session?.userType === 'partner';
  useEffect(() => {
    if (session?.userType === 'admin') window.location.assign(ADMIN_HOME);
    else if (session?.userType === 'partner') window.location.replace(PARTNER_HOME);
  }, [session?.userType]);
  if (elsewhere) return null;
  if (session?.userType !== 'customer') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
