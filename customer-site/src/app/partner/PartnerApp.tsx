import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/ErrorBoundary';
import { lazyChunk } from '@/lib/chunk-load';
import { useAddress } from '@/lib/history';
import { matchPath } from '@/lib/match-path';
import { RequirePartner } from '../RequirePartner';
import PartnerJobsRoute from '../routes/PartnerJobs';
import { SiteTheme } from '../SiteTheme';
import { sitePaths, type PathsOf } from '../sitePaths';
import { PartnerLayout } from './PartnerLayout';

// A job's page, the days off and the statements load on demand (asked for at once when the app starts at their address: entry-partner.tsx).
export const loadJobPage = () => import('../routes/PartnerJob');
const PartnerJobRoute = lazyChunk(loadJobPage);
export const loadDaysOffPage = () => import('./PartnerDaysOff');
const PartnerDaysOffRoute = lazyChunk(loadDaysOffPage);
export const loadStatementsPage = () => import('./PartnerStatements');
const PartnerStatementsRoute = lazyChunk(loadStatementsPage);
export const loadStatementPage = () => import('./PartnerStatement');
const PartnerStatementRoute = lazyChunk(loadStatementPage);
const NotFoundRoute = lazyChunk(() => import('./PartnerNotFound'));
const PartnerFailed = lazyChunk(() => import('./PartnerFailed'));

/** The page at each partner address of the site (sitePaths.ts). */
const PAGES: Record<PathsOf<'partner'>, (params: Record<string, string>) => ReactNode> = {
  '/partner/jobs': () => <PartnerJobsRoute />,
  '/partner/jobs/:id': ({ id }) => <PartnerJobRoute id={id!} />,
  '/partner/daysoff': () => <PartnerDaysOffRoute />,
  '/partner/statements': () => <PartnerStatementsRoute />,
  '/partner/statements/:id': ({ id }) => <PartnerStatementRoute id={id!} />,
};

/** The partner address a path is, and its parameters; null for any other path. */
export function partnerPageAt(pathname: string): { path: PathsOf<'partner'>; params: Record<string, string> } | null {
  for (const path of sitePaths('partner')) {
    const params = matchPath(path, pathname);
    if (params) return { path, params };
  }
  return null;
}

function PartnerPage() {
  const { pathname } = useAddress();
  const page = partnerPageAt(pathname);
  return page ? PAGES[page.path](page.params) : <NotFoundRoute />;
}

/**
 * The partner pages: a crew's job list, job sheets, days off and statements, an app of their own
 * beside the site's (entry-partner.tsx), with the site's look and a small frame. A failure of the
 * frame itself shows the error page alone (a page's failure shows in the frame).
 */
export function PartnerRoutes() {
  return (
    <ErrorBoundary
      fallback={
        <Suspense fallback={null}>
          <PartnerFailed />
        </Suspense>
      }
    >
      <RequirePartner>
        <PartnerLayout>
          <PartnerPage />
        </PartnerLayout>
      </RequirePartner>
    </ErrorBoundary>
  );
}

export function PartnerApp() {
  return (
    <SiteTheme>
      <PartnerRoutes />
    </SiteTheme>
  );
}
