import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { keptByBrowser } from './site-navigation';

/**
 * The address of an app with a few pages and no router (the partner pages, entry-partner.tsx):
 * the path, and the state a page sent along with it, read with `useAddress` and changed with
 * `navigate` or a `Link`. The state lives in the history entry as react-router keeps it (`usr`),
 * so a reload keeps it, and the site's main app reads what the partner pages hand it (`leaveFor`).
 */
export interface Address {
  pathname: string;
  state: unknown;
}

/** How react-router keeps a location's state in the history entry (`window.history.state.usr`), and its key. */
export interface HistoryEntry {
  usr?: unknown;
  key?: string;
}

const listeners = new Set<() => void>();

const fromWindow = (): Address => ({ pathname: window.location.pathname, state: (window.history.state as HistoryEntry | null)?.usr ?? null });

let current: Address = import.meta.env.SSR ? { pathname: '/', state: null } : fromWindow();

function changed(): void {
  current = fromWindow();
  for (const listener of listeners) listener();
}

if (!import.meta.env.SSR) window.addEventListener('popstate', changed);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useAddress = (): Address =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );

/** The address the build renders a page at (entry-prerender.tsx). */
export function prerenderAt(pathname: string): void {
  current = { pathname, state: null };
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Goes to another page of this app, without a page load. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const entry: HistoryEntry = { usr: state };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  changed();
}

/**
 * Leaves this app for an address of the site's other one (a full page load), in place of the
 * current page, as a redirect does. `state` goes along as a page of that app would send it: the
 * entry is given the state first, then loaded again at its new address.
 */
export function leaveFor(path: string, state?: unknown): void {
  if (state === undefined) {
    window.location.replace(path);
    return;
  }
  window.history.replaceState({ usr: state } satisfies HistoryEntry, '', path);
  window.location.reload();
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & NavigateOptions & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A link to a page of this app: a plain link (a new tab, a copied address work), followed without a page load. */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (keptByBrowser(event)) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} href={to} onClick={follow} />;
}
