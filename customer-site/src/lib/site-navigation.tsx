import { createContext, use, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import type { NavigateOptions } from './history';

/** Where the visitor is: the address, and what changes with every move (even to the same address). */
export interface SiteLocation {
  pathname: string;
  hash: string;
  /** New at every move, so a tab clicked twice scrolls twice. */
  key: string;
  /** What the page that led here sent along (react-router's location state). */
  state: unknown;
}

/**
 * How the parts shared by the whole site and a page's islands (the top bar, the landing page's
 * sections) move the visitor: in the site's app, its router (app/RouterNavigation.tsx); on a
 * page whose islands run without it (entry-landing.tsx), a move within the page, or a page load.
 * The parts import no router, so an island carries none.
 */
export interface SiteNavigation {
  location: SiteLocation;
  navigate(to: string, options?: NavigateOptions): void;
  /** True where a move to another page loads it (no router): a language switch moves the whole page then. */
  loadsPages: boolean;
}

const NavigationContext = createContext<SiteNavigation | null>(null);

export const NavigationProvider = NavigationContext.Provider;

export function useSiteNavigation(): SiteNavigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('useSiteNavigation: no NavigationProvider above');
  return navigation;
}

export const useSiteLocation = (): SiteLocation => useSiteNavigation().location;

/** Whether a move to another page loads it here (no navigation above: the partner pages' bar, which moves none). */
export const useLoadsPages = (): boolean => use(NavigationContext)?.loadsPages ?? false;

/** A click on a link the browser should keep: a new tab or window, a download, another button than the first. */
export const keptByBrowser = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || !!event.currentTarget.target;

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & NavigateOptions & { to: string; ref?: Ref<HTMLAnchorElement> };

/**
 * A link to a page of the site: a plain link (it works before any script, in a new tab, copied),
 * followed by the site's navigation when clicked. MUI components take it as `component`.
 */
export function SiteLink({ to, replace, state, onClick, ...rest }: SiteLinkProps) {
  // None above (the error page of a site that failed to start): a page load.
  const navigation = use(NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigation || keptByBrowser(event)) return;
    event.preventDefault();
    navigation.navigate(to, { replace, state });
  };
  return <a {...rest} href={to} onClick={follow} />;
}
