import { useEffect, useState } from 'react';
import { messageOf } from '@/lib/api-client';
import { getStatements, type Statement } from '../api/getStatements';
import { getTerms, type PartnerTerms } from '../api/getTerms';

export interface StatementsPage {
  terms: PartnerTerms;
  statements: Statement[];
}

/** A failed fetch can be tried again in place (the server's database may be back in a moment). */
export type StatementsState = { status: 'loading' } | { status: 'failed'; message: string; retry: () => void } | { status: 'ready'; page: StatementsPage };

const fetchPage = (): Promise<StatementsPage> => Promise.all([getTerms(), getStatements()]).then(([terms, statements]) => ({ terms, statements }));

let ahead: Promise<StatementsPage> | null = null;

/** Starts the page's calls as the app starts at it, while its code loads (entry-partner.tsx): its first render takes them. */
export function fetchStatementsAhead(): void {
  ahead = fetchPage();
  ahead.catch(() => undefined);
}

/** The partner's terms and statements, fetched together on entering the page. */
export function useStatements(): StatementsState {
  const [state, setState] = useState<StatementsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const call = ahead ?? fetchPage();
    ahead = null;
    call
      .then((page) => live && setState({ status: 'ready', page }))
      .catch((err: unknown) => {
        if (live) setState({ status: 'failed', message: messageOf(err), retry: () => setAttempt((n) => n + 1) });
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  return state;
}
