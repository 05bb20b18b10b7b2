import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { Section } from '../../common/Section';
import { formatMoment } from '../../lib/format';
import { messageOf } from '../../lib/http';
import type { AdminOrderDetail, MailRow } from '../../lib/types';
import { refreshWhileQueued, shownError } from '../../mails/mailFacts';
import { MailStateChip } from '../../mails/MailStateChip';
import { ResendMailButton } from '../../mails/ResendMailButton';

/** The order's mails (booking confirmation, status mails), newest first, and how each one's sending went. */
export function MailsCard({ record }: { record: AdminOrderDetail }) {
  const {
    data: mails,
    isPending,
    error,
  } = useGetList<MailRow>(
    'mails',
    { filter: { orderId: record.id }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 50 } },
    { refetchInterval: (query) => refreshWhileQueued(query.state.data?.data) },
  );
  return (
    <Section title="Mails">
      {isPending ? (
        <LinearProgress aria-label="Loading the mails" />
      ) : error ? (
        <Alert severity="error">{messageOf(error)}</Alert>
      ) : !mails?.length ? (
        <Typography color="text.secondary">No mails yet</Typography>
      ) : (
        <Table size="small" aria-label="Order mails">
          <TableHead>
            <TableRow>
              <TableCell>Queued</TableCell>
              <TableCell>To</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>State</TableCell>
              <TableCell align="right">Attempts</TableCell>
              <TableCell>Last error</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {mails.map((mail) => (
              <TableRow key={mail.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(mail.createdAt)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.to}</TableCell>
                <TableCell>{mail.subject}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <MailStateChip state={mail.state} />
                    <ResendMailButton mail={mail} />
                  </Box>
                </TableCell>
                <TableCell align="right">{mail.attempts}</TableCell>
                <TableCell sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>{shownError(mail)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
