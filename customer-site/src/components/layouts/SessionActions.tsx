import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazyChunk } from '@/lib/chunk-load';
import { useT } from '@/lib/i18n';
import type { Session } from '@/lib/session';
import { PARTNER_ITEMS } from './navItems';

const UserMenu = lazyChunk(() => import('./UserMenu'));

/** The bar's part for a signed-in visitor: a customer's 'Hi {name}!' menu, a partner's Jobs or the admin console, with Logout. */
export default function SessionActions({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const t = useT();
  if (session.userType === 'customer') {
    return (
      <Suspense fallback={<Box sx={{ width: 120 }} />}>
        <UserMenu firstName={session.userDetails.firstName} onLogout={onLogout} />
      </Suspense>
    );
  }
  return (
    <>
      {session.userType === 'partner' ? (
        PARTNER_ITEMS.map((item) => (
          <Button key={item.key} href={item.to} variant="outlined">
            {t(item.label)}
          </Button>
        ))
      ) : (
        <Button href="/admin/" variant="outlined">
          {t('navAdminConsole')}
        </Button>
      )}
      <Button onClick={onLogout} sx={{ color: 'text.primary' }}>
        {t('navLogout')}
      </Button>
    </>
  );
}
