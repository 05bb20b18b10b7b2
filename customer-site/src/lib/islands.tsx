import { useRef, type ReactNode } from 'react';
import { MarkRunning } from './use-hydrated';

/** The parts of a page that run on their own where the page starts as islands (entry-landing.tsx). */
export type IslandName = 'top-bar' | 'install-prompt' | 'enquiry-form' | 'footer';

/**
 * A part of a page that a visitor can use. Where the page starts as islands (the landing page,
 * entry-landing.tsx), React runs only these parts, each as a root of its own adopting its part of
 * the build's HTML, and leaves the rest as it is. In the site's app it is just its children. The
 * wrapper takes no place in the layout, and gets `data-running` once the part runs (a tap on it
 * before then is held and replayed: vite.prerender.ts).
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  const island = useRef<HTMLDivElement>(null);
  return (
    <div data-island={name} ref={island} style={{ display: 'contents' }}>
      {children}
      <MarkRunning target={island} />
    </div>
  );
}
