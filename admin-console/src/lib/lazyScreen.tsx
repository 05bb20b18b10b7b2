import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { Loading } from 'react-admin';

/**
 * A screen whose code loads when first opened, in a Suspense boundary of its own: a click on a
 * link leaves the screen it was on at once (this boundary shows its loading while the next
 * screen's code comes). Under the layout's one boundary the old screen stayed mounted, hidden,
 * until then, and a list's search typed just before the click (react-admin sends it half a second
 * after the typing) took the page back to the list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed as React's own lazy() is
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): ComponentType<ComponentProps<C>> {
  const Screen = lazy(load);
  const InBoundary = (props: ComponentProps<C>) => (
    <Suspense fallback={<Loading />}>
      <Screen {...props} />
    </Suspense>
  );
  return InBoundary;
}
