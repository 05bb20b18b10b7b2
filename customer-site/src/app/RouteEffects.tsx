import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { trackPageView } from '@/lib/analytics';
import { dialogs } from '@/lib/dialogs';
import { useT } from '@/lib/i18n';
import { pageOfPath } from '@/lib/locale-addresses';
import { ADMIN_HOME, CUSTOMER_HOME, PARTNER_HOME, takeEndReason, useSession } from '@/lib/session';

/**
 * What happens on every route change, and once at session start:
 * - every screen opens at the top (the landing page scrolls to its own sections instead);
 * - a page view is recorded (path only, never the query string);
 * - a restored session goes to its home from '/' and '/login' (customer-side §4 Session start):
 *   an admin's and a partner's are other apps (a page load);
 * - a session that expires mid-use goes to /login and says so.
 */
export function RouteEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const t = useT();
  const started = useRef(false);
  const hadSession = useRef(session !== null);

  useEffect(() => {
    const landingSection = location.hash !== '' || pageOfPath(location.pathname) === '/howitworks';
    if (!landingSection) window.scrollTo(0, 0);
    trackPageView(location.pathname);
  }, [location.pathname, location.hash]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!session || !['/', '/login'].includes(pageOfPath(location.pathname))) return;
    if (session.userType === 'admin') window.location.assign(ADMIN_HOME);
    else if (session.userType === 'partner') window.location.replace(PARTNER_HOME);
    else navigate(CUSTOMER_HOME, { replace: true });
  }, [session, location.pathname, navigate]);

  useEffect(() => {
    if (session) {
      hadSession.current = true;
      return;
    }
    if (!hadSession.current) return;
    hadSession.current = false;
    if (takeEndReason() === 'expired') {
      navigate('/login', { replace: true });
      dialogs.showMessage({ title: t('loginAgainTitle'), message: t('sessionExpired') });
    }
  }, [session, navigate, t]);

  return null;
}
