import { useEffect, useState } from 'react';
import { getJobs, type PartnerJobList } from '../api/getJobs';
import { partnerMessageOf } from './partnerMessages';

/** A failed fetch can be tried again in place (the server's database may be back in a moment). */
export type JobsState = { status: 'loading' } | { status: 'failed'; message: string; retry: () => void } | { status: 'ready'; jobs: PartnerJobList };

let ahead: Promise<PartnerJobList> | null = null;

/** Starts the list's call as the app starts at the list, before its first render (entry-partner.tsx): the first render takes it. */
export function fetchJobsAhead(): void {
  ahead = getJobs();
  ahead.catch(() => undefined);
}

/**
 * The crew's jobs, fetched on entering the list. The page shows its own place-holder meanwhile,
 * not the site's loading dialog: the list's first load carries no dialog code.
 */
export function useJobs(): JobsState {
  const [state, setState] = useState<JobsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const call = ahead ?? getJobs();
    ahead = null;
    call
      .then((jobs) => live && setState({ status: 'ready', jobs }))
      .catch(async (err: unknown) => {
        const message = await partnerMessageOf(err);
        if (live) setState({ status: 'failed', message, retry: () => setAttempt((n) => n + 1) });
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  return state;
}
