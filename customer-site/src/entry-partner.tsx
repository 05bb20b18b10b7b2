/**
 * The partner pages' entry (partner.html, built beside index.html): a crew's job list, job sheets,
 * days off and statements as an app of their own, without the site's frame, router and landing
 * page, so that a phone loads little more than React and MUI. The server sends its HTML for every
 * address under /partner/; signing in stays at /login in the site's app, which comes back here
 * with a page load.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { crewBooksOf, crewPageIn } from '@/app/partner/crewPages';
import { loadDaysOffPage, loadJobPage, loadStatementPage, loadStatementsPage, PartnerApp, partnerPageAt } from '@/app/partner/PartnerApp';
import { leavePartnerPages } from '@/app/RequirePartner';
import { fetchDaysOffAhead } from '@/features/partner/hooks/daysOffAhead';
import { fetchJobsAhead } from '@/features/partner/hooks/useJobs';
import { activateLocale, startingLocale } from '@/lib/i18n';
import { restoreSession } from '@/lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('partner.html has no #root element');

const session = restoreSession();
if (session?.userType !== 'partner') {
  leavePartnerPages(session, null);
} else {
  // The page's call (and a job page's or the days off' code) are asked for now, not after the first render.
  const page = partnerPageAt(window.location.pathname);
  if (page?.path === '/partner/jobs') fetchJobsAhead();
  if (page?.path === '/partner/jobs/:id') {
    // Its hook's module with it (the list does without): the call starts as soon as that arrives.
    const id = page.params.id!;
    void import('@/features/partner/hooks/useJob').then((m) => m.fetchJobAhead(id)).catch(() => undefined);
    void loadJobPage().catch(() => undefined);
  }
  if (page?.path === '/partner/daysoff') {
    fetchDaysOffAhead();
    void loadDaysOffPage().catch(() => undefined);
  }
  // The statements' calls start as their hook's module arrives, beside the page's code (the list carries neither).
  if (page?.path === '/partner/statements') {
    void import('@/features/partner/hooks/useStatements').then((m) => m.fetchStatementsAhead()).catch(() => undefined);
    void loadStatementsPage().catch(() => undefined);
  }
  if (page?.path === '/partner/statements/:id') {
    const id = page.params.id!;
    void import('@/features/partner/hooks/useStatement').then((m) => m.fetchStatementAhead(id)).catch(() => undefined);
    void loadStatementPage().catch(() => undefined);
  }

  // The crews' own book only: the catalogue's messages (an error's words, a job's page, the days
  // off) load with the page or the failure that shows them (partnerMessages.ts), not on the list.
  const locale = startingLocale(window.location.pathname);
  // A statement's page adopts its HTML with its words there already (their own book).
  await activateLocale(locale, crewBooksOf(window.location.pathname));
  const app = (
    <StrictMode>
      <PartnerApp />
    </StrictMode>
  );
  // The server sent the page in the crew's language when it could tell it (the choice's cookie, or
  // the browser's languages): adopted when that is the language the crew is in.
  if (page !== null && container.dataset.prerendered === crewPageIn(locale, page.path)) {
    // The build's HTML is this page before its data: React adopts it, in a task of its own apart
    // from evaluating the modules (vite.prerender.ts), in small slices.
    setTimeout(() => startTransition(() => void hydrateRoot(container, app)), 0);
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
