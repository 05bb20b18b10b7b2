import { useEffect, useSyncExternalStore, type RefObject } from 'react';

const never = () => () => {};

/**
 * False while React adopts a prerendered page (and while prerendering), true from the render
 * after. For what the build could not know, such as today's date: React keeps a prerendered
 * attribute as the build wrote it, so such values are left out until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Rendered last in a part of the page (inside its Suspense boundary): once the app runs that
 * part (adopted, or drawn in the browser) the `target` element gets `data-running`. The page
 * shows before it answers, and nothing else on it tells the two apart; tools that drive the page,
 * such as the browser tests, wait for this instead of guessing. Renders nothing.
 */
export function MarkRunning({ target }: { target: RefObject<HTMLElement | null> }): null {
  const running = useHydrated();
  useEffect(() => {
    if (running) target.current?.setAttribute('data-running', '');
  }, [running, target]);
  return null;
}
