import { startTransition, StrictMode, useEffect, useRef, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/app/theme';
import { ChunkLoadError, lastSelfReload, reloadByItself, reloadsItself } from './chunk-load';
import { LocaleProvider } from './i18n';
import type { IslandName } from './islands';
import type { PageNavigation } from './page-navigation';
import { NavigationProvider } from './site-navigation';

/** How an island of a page starts: its component (the same its `<Island>` holds), and when. */
export interface IslandPart {
  /** Loaded when the island is to run: a static import for one the page starts with. */
  load: () => Promise<ComponentType>;
  /** 'start': as the page starts; 'near-screen': once it comes within a quarter screen of view. */
  when: 'start' | 'near-screen';
}

/** What each island of the page shares with the others: the theme, the words, the page's navigation. */
function IslandFrame({ navigation, children }: { navigation: PageNavigation; children: ReactNode }) {
  const value = useSyncExternalStore(navigation.subscribe, navigation.current, navigation.current);
  return (
    <ThemeProvider theme={theme}>
      <LocaleProvider>
        <NavigationProvider value={value}>{children}</NavigationProvider>
      </LocaleProvider>
    </ThemeProvider>
  );
}

/** Marks the island `data-running` once React runs it (after its first commit): held taps on it are then replayed (vite.prerender.ts). */
function Running({ island, ran }: { island: Element; ran: () => void }): null {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    island.setAttribute('data-running', '');
    ran();
  }, [island, ran]);
  return null;
}

/** React's own reports of a part it could not adopt as it is: as an error, where tools look (the browser tests fail on one). */
const reportRecoverable = (error: unknown) => console.error('An island of the page was drawn again:', error);

/**
 * An island whose code did not arrive: the page reloads itself once, as the app does, since a new
 * version deployed meanwhile is the usual cause. Else the island stays the build's HTML, marked
 * `data-failed`: a tap held on it goes to the HTML (its links work as plain links).
 */
function codeDidNotArrive(island: Element, cause: unknown): never {
  const error = new ChunkLoadError(cause);
  if (reloadsItself(error, lastSelfReload(), Date.now())) reloadByItself();
  else island.setAttribute('data-failed', '');
  throw error;
}

const reportFailed = (error: unknown) => console.error('An island of the page could not run:', error);

/** A task of its own before going on: a slow phone answers a tap between two islands. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the islands of a page the build prerendered (lib/islands.tsx): each as a React root of its
 * own that adopts its part of the HTML, the ones the page starts with one per task, the others
 * as they come near the screen. A tap held before an island ran (vite.prerender.ts holds it) runs
 * that island at once, wherever it is. Resolves once the islands the page starts with run.
 */
export async function startIslands(parts: Partial<Record<IslandName, IslandPart>>, navigation: PageNavigation): Promise<void> {
  const started = new Set<Element>();
  const run = async (island: HTMLElement, part: IslandPart) => {
    if (started.has(island)) return;
    started.add(island);
    const Part = await part.load().catch((cause: unknown) => codeDidNotArrive(island, cause));
    await new Promise<void>((ran) => {
      const app = (
        <StrictMode>
          <IslandFrame navigation={navigation}>
            <Part />
            <Running island={island} ran={ran} />
          </IslandFrame>
        </StrictMode>
      );
      startTransition(() => void hydrateRoot(island, app, { onRecoverableError: reportRecoverable }));
    });
  };

  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].flatMap((island) => {
    const part = parts[island.dataset.island as IslandName];
    return part ? [{ island, part }] : [];
  });

  // A tap held on an island not yet running: that island runs now.
  const runTapped = () => {
    for (const { island, part } of islands) if (island.hasAttribute('data-tapped')) run(island, part).catch(reportFailed);
  };
  new MutationObserver(runTapped).observe(document.body, { attributes: true, attributeFilter: ['data-tapped'], subtree: true });
  runTapped();

  // Near the screen: an island takes no box of its own (display: contents), so its first element is watched.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const found = islands.find(({ island }) => island.firstElementChild === entry.target || island === entry.target);
        if (found) run(found.island, found.part).catch(reportFailed);
      }
    },
    { rootMargin: '25% 0px' },
  );
  for (const { island, part } of islands) if (part.when === 'near-screen') observer.observe(island.firstElementChild ?? island);

  for (const { island, part } of islands) {
    if (part.when !== 'start') continue;
    await run(island, part).catch(reportFailed);
    await nextTask();
  }
}

/**
 * A root of its own for what a page of islands shows over everything when asked (the dialogs),
 * drawn in the browser: it has no HTML to adopt.
 */
export function startOverlay(navigation: PageNavigation, Overlay: ComponentType): void {
  const container = document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <IslandFrame navigation={navigation}>
        <Overlay />
      </IslandFrame>
    </StrictMode>,
  );
}
