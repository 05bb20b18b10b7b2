import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { payOnline } from '../api/payOnline';
import { rememberPaying } from './payingSnapshot';

/**
 * Paying what is due by card: the server opens Stripe's Checkout page for it and the browser goes
 * there. One call at a time: a second click while it runs does nothing. A refusal (nothing due
 * any more, Stripe did not answer) shows the server's words; `onRefused` reads the payments again.
 */
export function usePayOnline(id: string, paidCents: number, onRefused: () => void) {
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);

  // Back from Stripe's page with the browser's Back button, the page may come from its cache as it was left.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setPaying(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const pay = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    try {
      const { url } = await dialogs.withLoading(() => payOnline(id));
      rememberPaying({ order: id, paidCents });
      window.location.assign(url);
    } catch (err) {
      busy.current = false;
      setPaying(false);
      dialogs.showError(messageOf(err));
      if (err instanceof ApiError && err.status === 409) onRefused();
    }
  }, [id, paidCents, onRefused]);

  return { paying, pay };
}
