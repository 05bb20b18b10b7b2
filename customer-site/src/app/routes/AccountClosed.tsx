import { AccountClosed } from '@/features/profile/components/AccountClosed';

export default function AccountClosedRoute() {
  return <AccountClosed />;
}
