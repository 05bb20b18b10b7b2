import { Suspense, use, type ReactNode } from 'react';

/** A promise React reads as settled at once (`use` does not suspend on it). */
const NOW = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

let adopting = false;
const waits = new WeakMap<Element, Promise<void>>();

/** Called by main.tsx before React adopts a prerendered page: its parts below the screen may then wait. */
export function adoptingPrerenderedPage(): void {
  adopting = true;
}

/** Settles when the prerendered part comes within a screen's height of view; at once if there is none to wait for. */
function nearScreen(name: string): Promise<void> {
  if (!adopting || typeof IntersectionObserver === 'undefined') return NOW;
  const element = document.querySelector(`[data-near-screen="${name}"]`);
  // Drawn in the browser (no prerendered part), or already adopted: nothing to wait for.
  if (!element || !element.hasChildNodes()) return NOW;
  let wait = waits.get(element);
  if (!wait) {
    wait = new Promise((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '25% 0px' },
      );
      observer.observe(element);
    });
    waits.set(element, wait);
  }
  return wait;
}

function WaitUntilNearScreen({ name }: { name: string }) {
  use(nearScreen(name));
  return null;
}

/**
 * A part of a prerendered page that React adopts only when the visitor scrolls near it, so a phone
 * spends its first seconds on what is on screen. Until then it is the build's HTML: shown, its
 * links plain links. Drawn in the browser (any later visit in the tab), it renders at once.
 */
export function HydrateNearScreen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-near-screen={name}>
      <Suspense fallback={null}>
        <WaitUntilNearScreen name={name} />
        {children}
      </Suspense>
    </div>
  );
}
