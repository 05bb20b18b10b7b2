import { LandingPage } from '@/features/landing/components/LandingPage';

export default function LandingRoute() {
  return <LandingPage />;
}
