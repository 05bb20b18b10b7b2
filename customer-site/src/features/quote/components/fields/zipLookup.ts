import { useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api-client';
import { lookupZip, type ZipInfo } from '../../api/lookupZip';

/** What a zip code turned out to be: a place (served or not), or no such zip. */
export type ZipAnswer = ZipInfo | 'unknown';

// One answer per zip for the visit: going back a step, or editing on the review, asks no one twice.
const answers = new Map<string, ZipAnswer>();
const asking = new Map<string, Promise<ZipAnswer | undefined>>();
const listeners = new Set<() => void>();

/** The zip's answer, asked once; undefined when the call failed (the server decides at Get Quote). */
export function askZip(zip: string): Promise<ZipAnswer | undefined> {
  const known = answers.get(zip);
  if (known) return Promise.resolve(known);
  let pending = asking.get(zip);
  if (!pending) {
    pending = lookupZip(zip)
      .then((info): ZipAnswer => info)
      .catch((err: unknown) => (err instanceof ApiError && err.status === 404 ? ('unknown' as const) : undefined))
      .then((answer) => {
        asking.delete(zip);
        if (answer) {
          answers.set(zip, answer);
          for (const listener of listeners) listener();
        }
        return answer;
      });
    asking.set(zip, pending);
  }
  return pending;
}

export function useZipAnswer(zip: string): ZipAnswer | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => answers.get(zip),
    () => undefined,
  );
}
