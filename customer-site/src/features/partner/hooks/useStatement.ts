import { useEffect, useState } from 'react';
import { ErrorCode } from '@moveday/openapi';
import { ApiError, messageOf } from '@/lib/api-client';
import { getStatement, type StatementDetail } from '../api/getStatement';

export type StatementState =
  { status: 'loading' } | { status: 'notFound' } | { status: 'failed'; message: string; retry: () => void } | { status: 'ready'; statement: StatementDetail };

/** Another partner's statement answers 404, as one that does not exist does. */
const isNotFound = (err: unknown): boolean => err instanceof ApiError && (err.status === 404 || err.errorCode === ErrorCode.notFound);

let ahead: { id: string; statement: Promise<StatementDetail> } | null = null;

/** Starts a statement's call as the app starts at its page, while the page's code loads (entry-partner.tsx): its first render takes it. */
export function fetchStatementAhead(id: string): void {
  ahead = { id, statement: getStatement(id) };
  ahead.statement.catch(() => undefined);
}

/** One statement with its lines, fetched on entering its page. */
export function useStatement(id: string): StatementState {
  const [state, setState] = useState<StatementState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const call = ahead?.id === id ? ahead.statement : getStatement(id);
    ahead = null;
    call
      .then((statement) => live && setState({ status: 'ready', statement }))
      .catch((err: unknown) => {
        if (!live) return;
        setState(isNotFound(err) ? { status: 'notFound' } : { status: 'failed', message: messageOf(err), retry: () => setAttempt((n) => n + 1) });
      });
    return () => {
      live = false;
    };
  }, [id, attempt]);

  return state;
}
