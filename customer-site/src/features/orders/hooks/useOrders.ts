import { useEffect, useState } from 'react';
import { messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useSession } from '@/lib/session';
import { getOrders, type OrderSummary } from '../api/getOrders';

/** A failed fetch can be tried again in place (the server's database may be back in a moment). */
export type OrdersState = { status: 'loading' } | { status: 'failed'; message: string; retry: () => void } | { status: 'ready'; orders: OrderSummary[] };

/** The orders, fetched on entering the screen when a user id exists, and again if the user type changes (customer-side §4). */
export function useOrders(): OrdersState {
  const session = useSession();
  const userId = session?.userDetails._id;
  const userType = session?.userType;
  const [state, setState] = useState<OrdersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    setState({ status: 'loading' });
    dialogs.startLoading();
    getOrders(userId)
      .then((orders) => live && setState({ status: 'ready', orders }))
      .catch((err: unknown) => {
        if (!live) return;
        setState({ status: 'failed', message: messageOf(err), retry: () => setAttempt((n) => n + 1) });
        dialogs.showError(messageOf(err));
      })
      .finally(() => dialogs.stopLoading());
    return () => {
      live = false;
    };
  }, [userId, userType, attempt]);

  return state;
}
