import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { fieldErrorsOf } from '../integrations/integrationFacts';
import { ApiError, messageOf } from '../lib/http';
import type { OrderMoney } from '../lib/types';
import { orderMoneyKey, recordedText } from './paymentFacts';

/**
 * Recording a payment or a refund: on success the card shows the order's money as the server
 * answered it, a notification says what was recorded, and the rest of the page (the history, the
 * lists) is fetched again. A 400's field messages show under the dialog's fields (`amountCents` is
 * the Amount field); any other refusal shows in the Ok dialog, and a 409 (more than the order holds,
 * an estimate without its price) fetches the card again, since the money is not as shown.
 */
export function useMoneyAction<Body extends { amountCents: number }>(
  orderId: string,
  kind: 'payment' | 'refund',
  call: (dataProvider: MoveDayDataProvider, body: Body) => Promise<OrderMoney>,
  /** The dialog's fields, by the form's names: a 400 naming another shows in the Ok dialog instead. */
  fields: readonly string[],
  onDone: () => void,
) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const show = useShowMessage();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (body: Body) => call(dataProvider, body),
    onMutate: () => setServerErrors({}),
    onSuccess: (money, body) => {
      queryClient.setQueryData(orderMoneyKey(orderId), money);
      notify(recordedText(kind, body.amountCents), { type: 'success' });
      onDone();
      refresh();
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error, { amountCents: 'amount' });
      if (errors && Object.keys(errors).every((field) => fields.includes(field))) {
        setServerErrors(errors);
        return;
      }
      void show(messageOf(error));
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: orderMoneyKey(orderId) });
    },
  });
  /** A field's server message goes once the admin changes that field. */
  const forget = (...changed: string[]) =>
    setServerErrors((current) =>
      changed.some((field) => field in current) ? Object.fromEntries(Object.entries(current).filter(([f]) => !changed.includes(f))) : current,
    );
  return { ...mutation, serverErrors, forget };
}
