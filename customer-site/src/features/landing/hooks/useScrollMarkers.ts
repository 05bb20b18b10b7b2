import { useEffect } from 'react';
import { setActiveSection } from '@/lib/active-section';
import { APP_BAR_HEIGHT } from '@/lib/layout';
import type { SectionId } from '@/lib/scroll';

/**
 * The scroll markers: the last section whose top has passed just under the app bar is the one in
 * view, and the app bar's selected tab follows it. At the bottom of the page the last section wins
 * (it may be too short to reach the top). Answers how to stop watching.
 */
export function watchActiveSection(ids: readonly SectionId[]): () => void {
  let frame = 0;
  const measure = () => {
    frame = 0;
    const line = APP_BAR_HEIGHT + 40;
    let current: SectionId | null = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && element.getBoundingClientRect().top <= line) current = id;
    }
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    if (atBottom && window.scrollY > 0) current = ids[ids.length - 1] ?? current;
    setActiveSection(current);
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  measure();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    if (frame) cancelAnimationFrame(frame);
    setActiveSection(null);
  };
}

/** The scroll markers while the landing page is shown in the site's app. */
export function useScrollMarkers(ids: readonly SectionId[]): void {
  useEffect(() => watchActiveSection(ids), [ids]);
}
