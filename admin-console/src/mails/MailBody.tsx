import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useGetOne, useRecordContext } from 'react-admin';
import { messageOf } from '../lib/http';
import type { MailDetail, MailRow } from '../lib/types';
import { bodyOf } from './mailFacts';

/**
 * The full mail is cached apart from the list's rows: react-admin seeds its getOne cache from a
 * list's rows, and a row has no body.
 */
const BODY = { view: 'body' } as const;

/** A mail's expand panel: who answers go to, and the plain-text body as it was sent. */
export function MailBody() {
  const row = useRecordContext<MailRow>();
  const { data: mail, isPending, error } = useGetOne<MailDetail>('mails', { id: row?.id, meta: BODY }, { enabled: Boolean(row) });
  if (!row) return null;
  if (isPending) return <LinearProgress aria-label="Loading the mail" sx={{ my: 2 }} />;
  if (error || !mail)
    return (
      <Alert severity="error" sx={{ my: 1 }}>
        {messageOf(error)}
      </Alert>
    );
  return (
    <Box component="section" aria-label={`The mail: ${mail.subject}`} sx={{ py: 2, pl: 1, maxWidth: 820 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mb: 1.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>To</dt>
        <dd>{mail.to}</dd>
        <dt>Reply-to</dt>
        <dd>{mail.replyTo ?? 'None: replies go to the sender'}</dd>
        <dt>Subject</dt>
        <dd>{mail.subject}</dd>
      </Box>
      <Box
        data-testid="mail-body"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: 'grey.50',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
          fontSize: '0.875rem',
          lineHeight: 1.6,
          ...(mail.text === null ? { color: 'text.secondary', fontStyle: 'italic' } : {}),
        }}
      >
        {bodyOf(mail)}
      </Box>
    </Box>
  );
}
