import { Suspense, use, useRef, type ReactNode } from 'react';
import { MarkRunning } from './use-hydrated';

/** A promise React reads as settled at once (`use` does not suspend on it). */
const NOW = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

let adopting = false;
const waits = new WeakMap<Element, Promise<void>>();
const releases = new Set<() => void>();

/**
 * The first tap, click, key or history step adopts every part still waiting. A navigation
 * reaches every part of the page (the router's context), and React would hold it until a part
 * still waiting was adopted: one the visitor had not scrolled to yet would hold it for good.
 */
function adoptAllOnFirstUse(): void {
  const adoptAll = () => {
    for (const release of releases) release();
    releases.clear();
  };
  for (const type of ['pointerdown', 'keydown', 'click']) document.addEventListener(type, adoptAll, { capture: true, passive: true });
  window.addEventListener('popstate', adoptAll);
}

/** Called by main.tsx before React adopts a prerendered page: its parts below the screen may then wait. */
export function adoptingPrerenderedPage(): void {
  adopting = true;
  adoptAllOnFirstUse();
}

/** Settles when the prerendered part comes within a quarter screen of view; at once if there is none to wait for. */
function nearScreen(name: string): Promise<void> {
  if (!adopting || typeof IntersectionObserver === 'undefined') return NOW;
  const element = document.querySelector(`[data-near-screen="${name}"]`);
  // Drawn in the browser (no prerendered part), or already adopted: nothing to wait for.
  if (!element || !element.hasChildNodes()) return NOW;
  let wait = waits.get(element);
  if (!wait) {
    wait = new Promise((resolve) => {
      const release = () => {
        observer.disconnect();
        releases.delete(release);
        resolve();
      };
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), { rootMargin: '25% 0px' });
      observer.observe(element);
      releases.add(release);
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
 * A part of a prerendered page that React adopts only when the visitor scrolls near it (or first
 * uses the page), so a phone spends its first seconds on what is on screen. Until then it is the
 * build's HTML, shown as it is. Drawn in the browser (any later visit in the tab), it renders at once.
 * The wrapper gets `data-running` once the part runs (see MarkRunning).
 */
export function HydrateNearScreen({ name, children }: { name: string; children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  return (
    <div data-near-screen={name} ref={part}>
      <Suspense fallback={null}>
        <WaitUntilNearScreen name={name} />
        {children}
        <MarkRunning target={part} />
      </Suspense>
    </div>
  );
}

/**
 * Adopts every part still waiting and settles once all run (or after `limitMs`): what changes the
 * whole page at once (the language) must wait for it, since a part adopted after the change would
 * meet words other than its HTML's.
 */
export function adoptEverything(limitMs = 5_000): Promise<void> {
  for (const release of releases) release();
  releases.clear();
  // A part not running yet, or a prerendered form in a part whose code has not arrived (FieldsOnceRunning).
  const waiting = () => document.querySelector('[data-near-screen]:not([data-running]), [data-near-screen] fieldset[disabled]') !== null;
  if (!waiting()) return Promise.resolve();
  const began = performance.now();
  return new Promise((resolve) => {
    const check = () => (waiting() && performance.now() - began < limitMs ? requestAnimationFrame(check) : resolve());
    requestAnimationFrame(check);
  });
}
