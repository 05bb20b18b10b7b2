import { useSyncExternalStore } from 'react';
import type { SectionId } from './scroll';

/**
 * The landing section in view, as the scroll markers report it; the app bar's tabs follow it.
 * A tiny store of its own, so the landing page and the shell share it without knowing each other.
 */
let active: SectionId | null = null;
const listeners = new Set<() => void>();

export function setActiveSection(section: SectionId | null): void {
  if (section === active) return;
  active = section;
  for (const listener of listeners) listener();
}

export function useActiveSection(): SectionId | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => active,
    () => active,
  );
}
