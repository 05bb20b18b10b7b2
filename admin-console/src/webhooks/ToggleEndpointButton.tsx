import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useShowMessage } from '../common/MessageDialog';
import { messageOf } from '../lib/http';
import type { WebhookEndpointRow } from '../lib/types';

/**
 * Turn off (after a confirmation: nothing is recorded for an endpoint while it is off) or Turn on
 * (what waited for it is sent, oldest first).
 */
export function ToggleEndpointButton({ endpoint }: { endpoint: WebhookEndpointRow }) {
  const notify = useNotify();
  const show = useShowMessage();
  const [confirming, setConfirming] = useState(false);
  const [update, { isPending }] = useUpdate<WebhookEndpointRow>();

  const turn = (enabled: boolean) =>
    update(
      'webhooks',
      { id: endpoint.id, data: { enabled }, previousData: endpoint },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(enabled ? 'Endpoint turned on: what waited for it is sent now' : 'Endpoint turned off', { type: 'success' });
        },
        onError: (error) => {
          setConfirming(false);
          void show(messageOf(error));
        },
      },
    );

  return endpoint.enabled ? (
    <>
      <Button variant="outlined" startIcon={<PauseCircleOutlined />} disabled={isPending} onClick={() => setConfirming(true)}>
        Turn off
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Turn this endpoint off?"
        message="While it is off, no events are recorded for it: changes made meanwhile are never sent to it, even once it is on again."
        confirmLabel="Turn off"
        danger
        pending={isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => turn(false)}
      />
    </>
  ) : (
    <Button variant="contained" startIcon={<PlayCircleOutlined />} disabled={isPending} onClick={() => turn(true)}>
      Turn on
    </Button>
  );
}
