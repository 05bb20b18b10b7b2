import { SignupForm } from '@/features/quote/components/signup/SignupForm';

export default function SignupRoute() {
  return <SignupForm />;
}
