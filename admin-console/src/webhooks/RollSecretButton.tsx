import Autorenew from '@mui/icons-material/Autorenew';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { SecretDialog } from '../integrations/SecretDialog';
import { messageOf } from '../lib/http';
import type { WebhookEndpointRow } from '../lib/types';
import { SigningSecretWords } from './SigningSecretWords';

/** Roll secret, after a confirmation: the endpoint gets a new signing secret, shown once; the old one signs nothing more. */
export function RollSecretButton({ endpoint }: { endpoint: Pick<WebhookEndpointRow, 'id' | 'url'> }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const show = useShowMessage();
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.rollWebhookSecret(endpoint.id),
    onSuccess: (answer) => {
      setConfirming(false);
      setSecret(answer.secret);
    },
    onError: (error) => {
      setConfirming(false);
      void show(messageOf(error));
    },
  });
  return (
    <>
      <Button variant="outlined" startIcon={<Autorenew />} disabled={isPending} onClick={() => setConfirming(true)}>
        Roll secret
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Roll the signing secret?"
        message="The current secret stops signing at once: every delivery from now on is signed with the new one, so the receiver must be given it before it can check them again."
        confirmLabel="Roll secret"
        danger
        pending={isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => mutate()}
      />
      <SecretDialog secret={secret} title="The endpoint's new signing secret" label="Signing secret" onDone={() => setSecret(null)}>
        <SigningSecretWords />
      </SecretDialog>
    </>
  );
}
