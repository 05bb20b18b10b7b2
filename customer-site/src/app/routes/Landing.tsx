import { LandingBanner } from '@/features/landing/components/LandingBanner';

export default function LandingRoute() {
  return <LandingBanner />;
}
