/**
 * The landing page's entry ('/', '/howitworks' and their Spanish addresses; beside main.tsx and
 * entry-partner.tsx). The build's HTML is the whole page; what a visitor can use of it runs as
 * islands (lib/islands.tsx), each a small React root of its own: the top bar's controls as the
 * page starts, the enquiry form and the footer as they near the screen. The rest stays HTML: its
 * links are plain links, and a move to another page loads it (prerendered, or the app's shell).
 * A signed-in visitor, or one whose language is not the page's, gets the site's app instead.
 */
import { TopBarControls } from '@/components/layouts/TopBarControls';
import { ISLAND_BOOKS, seesPrerenderedPage, startsAsIslands } from '@/app/prerendered';
import { InstallPromptSlot } from '@/features/landing/components/InstallPromptSlot';
import { watchActiveSection } from '@/features/landing/hooks/useScrollMarkers';
import { arriveAtSection } from '@/features/landing/hooks/useSectionArrival';
import { trackPageView } from '@/lib/analytics';
import { lazyChunk } from '@/lib/chunk-load';
import { anyDialogOpen, getDialogState, onDialogChange } from '@/lib/dialogs';
import { activateLocale, loadBooks, startingLocale } from '@/lib/i18n';
import { localeOfPath } from '@/lib/locale-addresses';
import { pageNavigation } from '@/lib/page-navigation';
import { listenForInstallOffer } from '@/lib/pwa';
import { MARKED_SECTIONS } from '@/lib/scroll';
import { restoreSession } from '@/lib/session';
import { startIslands, startOverlay } from '@/lib/start-islands';
import { Suspense } from 'react';

listenForInstallOffer();
const session = restoreSession();
const container = document.getElementById('root');
const path = window.location.pathname;
const locale = startingLocale(path);

if (!container || locale !== (localeOfPath(path) ?? 'en') || !seesPrerenderedPage(container.dataset.prerendered, path, session !== null)) {
  const { startSite } = await import('@/app/startSite');
  await startSite(session);
} else {
  await activateLocale(locale, ISLAND_BOOKS);
  // The landing page's own addresses in this language ('/', '/howitworks', with a section's #) are moves within it.
  const isThisPage = (pathname: string) => localeOfPath(pathname) === localeOfPath(path) && startsAsIslands(pathname);
  const navigation = pageNavigation(isThisPage, (moved, glide) => {
    // The page's own address without a section (the logo, home): its top, as the app does.
    if (!arriveAtSection(moved, glide)) window.scrollTo(0, 0);
    trackPageView(moved.pathname);
  });
  watchActiveSection(MARKED_SECTIONS);
  arriveAtSection(window.location, false);
  trackPageView(path);

  // The dialogs (the enquiry's answer, the privacy policy) in a root of their own, from the first one opened.
  const DialogHost = lazyChunk(() => loadBooks(locale, ['messages']).then(() => import('@/components/dialogs/DialogHost')));
  const stopWatching = onDialogChange(() => {
    if (!anyDialogOpen(getDialogState())) return;
    stopWatching();
    startOverlay(navigation, () => (
      <Suspense fallback={null}>
        <DialogHost />
      </Suspense>
    ));
  });

  // Words the form and the footer show besides the site's: the messages and the option labels.
  const withBooks = <T,>(part: () => Promise<T>) => loadBooks(locale, ['messages', 'options']).then(part);
  await startIslands(
    {
      'top-bar': { load: async () => TopBarControls, when: 'start' },
      'install-prompt': { load: async () => InstallPromptSlot, when: 'start' },
      'enquiry-form': {
        load: () => withBooks(() => import('@/features/landing/components/EnquiryFormPart')).then((m) => m.EnquiryFormPart),
        when: 'near-screen',
      },
      footer: { load: () => withBooks(() => import('@/features/landing/components/Footer')).then((m) => m.Footer), when: 'near-screen' },
    },
    navigation,
  );
  // The page runs: what it starts with does (tools that drive it wait for this, as on every page of the site).
  document.getElementById('main')?.setAttribute('data-running', '');
}
