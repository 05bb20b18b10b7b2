import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavigationProvider, type SiteNavigation } from '@/lib/site-navigation';

/** The site's app moves the visitor with its router: the parts it shares with islands use this (lib/site-navigation.tsx). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, hash, key, state } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<SiteNavigation>(
    () => ({ location: { pathname, hash, key, state: state as unknown }, navigate: (to, options) => void navigate(to, options), loadsPages: false }),
    [pathname, hash, key, state, navigate],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
