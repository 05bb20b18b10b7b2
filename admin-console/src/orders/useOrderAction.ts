import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { ApiError, messageOf } from '../lib/http';

/**
 * One lifecycle call (confirm, assign, reassign, complete, cancel; answering a change request) as a mutation: on success the
 * server's message and a refetch of everything shown (the order, the lists, the tab counts); on
 * failure the message in the Ok dialog. A refusal because the order is not as shown (a 409: a
 * partner answered meanwhile, another admin got there first) refetches too, so what the admin
 * sees after Ok is the order as it now is; `onConflict` then closes the step's dialog (or keeps it
 * open, when the step can be tried again with what the refetch shows).
 */
export function useOrderAction<Vars, Answer extends { message: string } = { message: string }>(
  call: (dataProvider: MoveDayDataProvider, vars: Vars) => Promise<Answer>,
  onDone?: (answer: Answer) => void,
  onConflict?: (error: ApiError) => void,
) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const show = useShowMessage();
  return useMutation({
    mutationFn: (vars: Vars) => call(dataProvider, vars),
    onSuccess: (answer) => {
      notify(answer.message, { type: 'success' });
      refresh();
      onDone?.(answer);
    },
    onError: (error) => {
      void show(messageOf(error));
      if (error instanceof ApiError && error.status === 409) {
        refresh();
        onConflict?.(error);
      }
    },
  });
}
