import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '@/lib/api-client';
import { getDaysOff, type DayOff, type DaysOffAnswer } from '../api/getDaysOff';
import { takeDaysOffAhead } from './daysOffAhead';

/** A failed fetch can be tried again in place (the server's database may be back in a moment). */
export type DaysOffState = { status: 'loading' } | { status: 'failed'; message: string; retry: () => void } | { status: 'ready'; daysOff: DayOff[] };

/** How an add or a remove went: done, refused with the message to show, or not sent (another was running). */
export type ChangeOutcome = { ok: true } | { ok: false; message: string | null };

/**
 * The crew's days off, fetched on entering the page. `change` runs an add or a remove, one at a
 * time: each answers with all the days off as they are now, which replace the list; refused, the
 * list stays as it was.
 */
export function useDaysOff(): { state: DaysOffState; busy: boolean; change: (call: () => Promise<DaysOffAnswer>) => Promise<ChangeOutcome> } {
  const [state, setState] = useState<DaysOffState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  // Two taps within one frame, before the buttons are drawn disabled, still send one call.
  const running = useRef(false);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const call = takeDaysOffAhead() ?? getDaysOff();
    call
      .then((answer) => live && setState({ status: 'ready', daysOff: answer.daysOff }))
      .catch((err: unknown) => {
        if (!live) return;
        setState({ status: 'failed', message: messageOf(err), retry: () => setAttempt((n) => n + 1) });
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  const change = useCallback(async (call: () => Promise<DaysOffAnswer>): Promise<ChangeOutcome> => {
    if (running.current) return { ok: false, message: null };
    running.current = true;
    setBusy(true);
    try {
      const answer = await call();
      setState({ status: 'ready', daysOff: answer.daysOff });
      return { ok: true };
    } catch (err) {
      return { ok: false, message: messageOf(err) };
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { state, busy, change };
}
