import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ADMIN_HOME, PARTNER_HOME, useSession } from '@/lib/session';

/**
 * Customer-only screens: a signed-in admin is sent to the console (another app on this origin),
 * a partner to its jobs; anyone else whose user type is not customer goes to /login (customer-side §4).
 */
export function RequireCustomer() {
  const session = useSession();
  const location = useLocation();
  const isAdmin = session?.userType === 'admin';
  useEffect(() => {
    if (isAdmin) window.location.assign(ADMIN_HOME);
  }, [isAdmin]);
  if (isAdmin) return null;
  if (session?.userType === 'partner') return <Navigate to={PARTNER_HOME} replace />;
  if (session?.userType !== 'customer') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
