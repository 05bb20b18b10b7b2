import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm';

export default function ResetPasswordRoute() {
  return <ResetPasswordForm />;
}
