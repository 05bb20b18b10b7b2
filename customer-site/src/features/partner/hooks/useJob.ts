import { useCallback, useEffect, useState } from 'react';
import { ErrorCode } from '@moveday/openapi';
import { ApiError, messageOf } from '@/lib/api-client';
import { getJob, type PartnerJob } from '../api/getJob';

export type JobState = { status: 'loading' } | { status: 'notFound' } | { status: 'failed'; message: string } | { status: 'ready'; job: PartnerJob };

/** Whether a call failed because the job is not this crew's (or no longer exists). */
export const isJobNotFound = (err: unknown): boolean => err instanceof ApiError && (err.status === 404 || err.errorCode === ErrorCode.notFound);

let ahead: { id: string; job: Promise<PartnerJob> } | null = null;

/** Starts a job's call as the app starts at its page, while the page's code loads (entry-partner.tsx): its first render takes it. */
export function fetchJobAhead(id: string): void {
  ahead = { id, job: getJob(id) };
  ahead.job.catch(() => undefined);
}

/**
 * One job, fetched on entering its page (the page shows its own place-holder meanwhile, as the
 * list does). `show` puts in the job an action answered with;
 * `reload` fetches it again (after an action the server refused: the job changed meanwhile).
 */
export function useJob(id: string): { state: JobState; show: (job: PartnerJob) => void; reload: () => void; lost: () => void } {
  const [state, setState] = useState<JobState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const call = ahead?.id === id ? ahead.job : getJob(id);
    ahead = null;
    call
      .then((job) => live && setState({ status: 'ready', job }))
      .catch((err: unknown) => {
        if (!live) return;
        setState(isJobNotFound(err) ? { status: 'notFound' } : { status: 'failed', message: messageOf(err) });
      });
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const show = useCallback((job: PartnerJob) => setState({ status: 'ready', job }), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const lost = useCallback(() => setState({ status: 'notFound' }), []);
  return { state, show, reload, lost };
}
