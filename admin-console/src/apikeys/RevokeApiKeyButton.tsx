import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';
import type { ApiKeyRow } from '../lib/types';
import { canRevoke } from './apiKeyFacts';

/**
 * Revoke, after a confirmation (`DELETE /api/admin/apikeys/{id}`): every server refuses the key
 * from its next call on. The key stays listed, revoked, so the orders' history can still name it.
 */
export function RevokeApiKeyButton({ apiKey }: { apiKey: Pick<ApiKeyRow, 'id' | 'name' | 'prefix' | 'state'> }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const show = useShowMessage();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.revokeApiKey(apiKey.id),
    onSuccess: () => {
      setConfirming(false);
      notify(`API key "${apiKey.name}" revoked`, { type: 'success' });
      refresh();
    },
    onError: (error) => {
      setConfirming(false);
      void show(messageOf(error));
      refresh();
    },
  });
  if (!canRevoke(apiKey)) return null;
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<Block fontSize="small" />}
        disabled={isPending}
        aria-label={`Revoke: ${apiKey.name}`}
        onClick={(event) => {
          event.stopPropagation();
          setConfirming(true);
        }}
      >
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Revoke the API key "${apiKey.name}"?`}
        message={`Every system using ${apiKey.prefix}... is refused from its next call on. A revoked key cannot be turned on again: make a new one if it is still needed.`}
        confirmLabel="Revoke"
        danger
        pending={isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => mutate()}
      />
    </>
  );
}
