import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
