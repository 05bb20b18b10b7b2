import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { Messages } from '@moveday/openapi';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';
import type { MailRow } from '../lib/types';

/**
 * Resend: a failed mail goes back in the queue (the server sends it at once, with the same
 * retries). Shown only for a mail that can be (`canResend`: failed, its body kept); if it changed
 * meanwhile the server's refusal shows in the Ok dialog.
 */
export function ResendMailButton({ mail, size = 'small' }: { mail: Pick<MailRow, 'id' | 'canResend' | 'subject'>; size?: 'small' | 'medium' }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const show = useShowMessage();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.resendMail(mail.id),
    onSuccess: () => {
      notify(Messages.mailQueuedAgain, { type: 'success' });
      refresh();
    },
    onError: (error) => {
      // A 409 (sent meanwhile, or a reset link whose body is gone): the list is out of date too.
      void show(messageOf(error));
      refresh();
    },
  });
  if (!mail.canResend) return null;
  return (
    <Button
      variant="outlined"
      color="primary"
      size={size}
      startIcon={<Send fontSize="small" />}
      disabled={isPending}
      aria-label={`Resend: ${mail.subject}`}
      // The row's own click opens the mail's body.
      onClick={(event) => {
        event.stopPropagation();
        mutate();
      }}
    >
      Resend
    </Button>
  );
}
