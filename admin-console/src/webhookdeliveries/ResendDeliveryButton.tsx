import Replay from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';
import type { WebhookDeliveryRow } from '../lib/types';
import { WhyDisabled } from '../common/WhyDisabled';

/**
 * Send again: the same event (same id, same body), freshly signed, goes back in its order's line
 * for the endpoint. Open when the server says so (`canResend`: delivered or failed, its endpoint
 * on); if that changed meanwhile, the server's refusal (409) shows in the Ok dialog.
 */
export function ResendDeliveryButton({ delivery }: { delivery: Pick<WebhookDeliveryRow, 'id' | 'canResend' | 'state'> }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const show = useShowMessage();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.resendWebhookDelivery(delivery.id),
    onSuccess: () => {
      notify('Queued to be sent again', { type: 'success' });
      refresh();
    },
    onError: (error) => {
      void show(messageOf(error));
      refresh();
    },
  });
  const button = (
    <Button variant="contained" startIcon={<Replay />} disabled={!delivery.canResend || isPending} onClick={() => mutate()}>
      Send again
    </Button>
  );
  if (delivery.canResend) return button;
  const why = delivery.state === 'delivered' || delivery.state === 'failed' ? 'Its endpoint is off: turn it on first' : 'It is still on its way';
  return <WhyDisabled why={why}>{button}</WhyDisabled>;
}
