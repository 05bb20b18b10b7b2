import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDelete, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useShowMessage } from '../common/MessageDialog';
import { messageOf } from '../lib/http';
import type { WebhookEndpointRow } from '../lib/types';

/** Delete, after a confirmation: the endpoint and its delivery log go; what still waited for it is not sent. */
export function DeleteEndpointButton({ endpoint }: { endpoint: WebhookEndpointRow }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const show = useShowMessage();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<WebhookEndpointRow>();
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} disabled={isPending} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this endpoint?"
        message={`${endpoint.url} stops receiving events. Its delivery log is deleted with it, and what still waits for it is not sent.`}
        confirmLabel="Delete"
        danger
        pending={isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove(
            'webhooks',
            { id: endpoint.id, previousData: endpoint },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                notify('Endpoint deleted', { type: 'success' });
                navigate('/webhooks');
              },
              onError: (error) => {
                setConfirming(false);
                void show(messageOf(error));
              },
            },
          )
        }
      />
    </>
  );
}
