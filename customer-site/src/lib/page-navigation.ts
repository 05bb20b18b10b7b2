import type { HistoryEntry, NavigateOptions } from './history';
import type { SiteLocation, SiteNavigation } from './site-navigation';

/**
 * The navigation of a page of islands (entry-landing.tsx), which has no router: a move to an
 * address of this same page (another of its sections) changes the address and tells the page;
 * any other move loads the page at that address. The browser's Back and Forward between the
 * page's own addresses are moves within it too.
 */
export interface PageNavigation {
  current(): SiteNavigation;
  subscribe(listener: () => void): () => void;
}

export function pageNavigation(isThisPage: (pathname: string) => boolean, moved: (location: SiteLocation, glide: boolean) => void): PageNavigation {
  const listeners = new Set<() => void>();
  let moves = 0;
  const locationNow = (): SiteLocation => {
    const entry = window.history.state as HistoryEntry | null;
    return { pathname: window.location.pathname, hash: window.location.hash, key: entry?.key ?? 'default', state: entry?.usr ?? null };
  };
  const navigate = (to: string, { replace = false, state = null }: NavigateOptions = {}) => {
    const target = new URL(to, window.location.href);
    if (target.origin !== window.location.origin || !isThisPage(target.pathname)) {
      if (replace) window.location.replace(target.href);
      else window.location.assign(target.href);
      return;
    }
    const entry: HistoryEntry = { usr: state, key: `move-${++moves}` };
    if (replace) window.history.replaceState(entry, '', target.href);
    else window.history.pushState(entry, '', target.href);
    changed(true);
  };
  let navigation: SiteNavigation = { location: locationNow(), navigate, loadsPages: true };
  const changed = (glide: boolean) => {
    navigation = { ...navigation, location: locationNow() };
    for (const listener of listeners) listener();
    moved(navigation.location, glide);
  };
  window.addEventListener('popstate', () => changed(true));
  return {
    current: () => navigation,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
