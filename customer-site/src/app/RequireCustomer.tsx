import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';

/** Customer-only screens: anyone whose user type is not customer goes to /login (customer-side §4). */
export function RequireCustomer() {
  const session = useSession();
  const location = useLocation();
  if (session?.userType !== 'customer') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
