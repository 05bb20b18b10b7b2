import { ProfileCard } from '@/features/profile/components/ProfileCard';

export default function ProfileRoute() {
  return <ProfileCard />;
}
