import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';
import { dropQuestion, droppedNote, holdText, releaseQuestion } from './holdFacts';

export const OUTGOING_HOLD_QUERY = ['outgoingHold'] as const;

/**
 * After `npm run restore`, outgoing mail and webhook deliveries wait for an admin (issue 33): this
 * banner, on the dashboard, Mail and the webhook delivery log, says so and releases or drops them.
 * Nothing shows while nothing is held, or when the call fails (the page's own content says more).
 */
export function OutgoingHoldBanner() {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const show = useShowMessage();
  const [asking, setAsking] = useState<'release' | 'drop' | null>(null);
  const { data: status } = useQuery({ queryKey: OUTGOING_HOLD_QUERY, queryFn: () => dataProvider.getOutgoingHold(), retry: 1 });
  const done = () => {
    setAsking(null);
    void queryClient.invalidateQueries({ queryKey: OUTGOING_HOLD_QUERY });
    refresh();
  };
  const { mutate, isPending } = useMutation({
    mutationFn: async (action: 'release' | 'drop') => {
      if (action === 'drop') return droppedNote((await dataProvider.dropOutgoing()).dropped);
      await dataProvider.releaseOutgoing();
      return 'Released: what waited is being sent.';
    },
    onSuccess: (note) => {
      notify(note, { type: 'success' });
      done();
    },
    onError: (error) => {
      // A 409: another admin released or dropped it meanwhile; the banner goes with the refresh.
      done();
      void show(messageOf(error));
    },
  });
  if (!status?.held) return null;
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label="Outgoing work held"
      sx={{ mb: 2 }}
      action={
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button color="inherit" variant="outlined" size="small" disabled={isPending} onClick={() => setAsking('release')}>
            Release
          </Button>
          <Button color="error" variant="outlined" size="small" disabled={isPending} onClick={() => setAsking('drop')}>
            Drop
          </Button>
        </Box>
      }
    >
      <AlertTitle>Outgoing mail and webhooks are held</AlertTitle>
      {holdText(status)}
      <ConfirmDialog
        open={asking === 'release'}
        title="Release outgoing work?"
        message={releaseQuestion(status)}
        confirmLabel="Release"
        pending={isPending}
        onConfirm={() => mutate('release')}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'drop'}
        title="Drop outgoing work?"
        message={dropQuestion(status)}
        confirmLabel="Drop"
        danger
        pending={isPending}
        onConfirm={() => mutate('drop')}
        onClose={() => setAsking(null)}
      />
    </Alert>
  );
}
