import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ADMIN_HOME, useSession } from '@/lib/session';

/**
 * A partner mover's screens: a signed-in admin is sent to the console, as on customer screens;
 * a customer or a visitor goes to /login, which brings a partner back here once signed in.
 */
export function RequirePartner() {
  const session = useSession();
  const location = useLocation();
  const isAdmin = session?.userType === 'admin';
  useEffect(() => {
    if (isAdmin) window.location.assign(ADMIN_HOME);
  }, [isAdmin]);
  if (isAdmin) return null;
  if (session?.userType !== 'partner') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
