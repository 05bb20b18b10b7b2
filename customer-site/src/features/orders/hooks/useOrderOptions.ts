import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@/lib/api-client';
import { getOrderOptions, type OrderOptions } from '../api/getOrderOptions';

export type OrderOptionsState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; options: OrderOptions };

/**
 * What the customer may do with the order now, fetched beside its detail. `set` takes the options
 * a change answers with; `reload` asks again (after a refusal: the order changed meanwhile).
 */
export function useOrderOptions(id: string): { state: OrderOptionsState; set: (options: OrderOptions) => void; reload: () => void } {
  const [state, setState] = useState<OrderOptionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    let live = true;
    getOrderOptions(id)
      .then((options) => live && setState({ status: 'ready', options }))
      .catch((err: unknown) => live && setState({ status: 'failed', message: messageOf(err) }));
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const set = useCallback((options: OrderOptions) => setState({ status: 'ready', options }), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, set, reload };
}
