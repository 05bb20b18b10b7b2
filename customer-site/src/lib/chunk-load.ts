import { lazy, type ComponentType } from 'react';

/**
 * A part of the site's code that did not arrive. Its usual cause is a new version deployed while
 * the page was open: the old page asks for files the new build no longer has.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the site failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** React's `lazy`, with a failed load told apart from a failure of the code itself (see ChunkLoadError). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own `lazy` takes any component
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().catch((cause: unknown) => {
      throw new ChunkLoadError(cause);
    }),
  );
}

/** At most one reload by itself in this long: a reload that does not bring the code must not loop. */
export const SELF_RELOAD_GAP_MS = 60_000;

/**
 * Whether the page reloads by itself on `error`: only for code that did not arrive (a reload
 * fetches the current page and its current files), and only if it has not done so within the
 * gap. A failure of the code itself would fail again, so it shows the error page at once.
 */
export function reloadsItself(error: unknown, lastSelfReloadAt: number | null, now: number): boolean {
  if (!(error instanceof ChunkLoadError)) return false;
  return lastSelfReloadAt === null || now - lastSelfReloadAt >= SELF_RELOAD_GAP_MS;
}

/** When the page last reloaded itself, kept for the tab. */
const SELF_RELOAD_KEY = 'moveday.selfReloadAt';

/** When this tab last reloaded itself; without storage, "just now", so that it never reloads unguarded. */
export function lastSelfReload(now = Date.now()): number | null {
  try {
    const saved = sessionStorage.getItem(SELF_RELOAD_KEY);
    return saved === null ? null : Number(saved) || now;
  } catch {
    return now;
  }
}

export function reloadByItself(now = Date.now()): void {
  try {
    sessionStorage.setItem(SELF_RELOAD_KEY, String(now));
  } catch {
    return;
  }
  window.location.reload();
}
