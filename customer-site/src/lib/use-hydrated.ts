import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React adopts a prerendered page (and while prerendering), true from the render
 * after. For what the build could not know, such as today's date: React keeps a prerendered
 * attribute as the build wrote it, so such values are left out until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
