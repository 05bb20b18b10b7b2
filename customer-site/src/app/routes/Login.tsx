import { Navigate } from 'react-router-dom';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { CUSTOMER_HOME, useSession } from '@/lib/session';

export default function LoginRoute() {
  const session = useSession();
  // A signed-in customer has nothing to do here.
  if (session?.userType === 'customer') return <Navigate to={CUSTOMER_HOME} replace />;
  return <LoginForm />;
}
