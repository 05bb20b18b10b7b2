import Delete from '@mui/icons-material/Delete';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Limits, formatMessage } from '@moveday/openapi';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useShowMessage } from '../common/MessageDialog';
import { Section } from '../common/Section';
import type { MoveDayDataProvider } from '../dataProvider';
import { formatMoment } from '../lib/format';
import { messageOf } from '../lib/http';
import type { Partner, PartnerSignIn } from '../lib/types';
import { inviteEmailOf, inviteProblem, signInState } from './signIns';

/**
 * The partner's sign-ins (issue 16): who may sign in for the company, invited when, and whether
 * the password is set. Invite mails a single-use link to set one; a pending invitation can be
 * sent again (a fresh link); Remove ends the sign-in and its sessions.
 */
export function PartnerSignIns({ partner }: { partner: Partner }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const show = useShowMessage();
  const [email, setEmail] = useState('');
  const [removing, setRemoving] = useState<PartnerSignIn | null>(null);
  const signIns = useQuery({
    queryKey: ['partners', partner.id, 'signins'],
    queryFn: () => dataProvider.fetchPartnerSignIns(partner.id),
  });
  const invite = useMutation({
    mutationFn: (address: string) => dataProvider.invitePartnerSignIn(partner.id, address),
    onSuccess: (signIn, address) => {
      notify(formatMessage('signInInvited', { email: signIn.email }), { type: 'success' });
      if (inviteEmailOf(email) === address) setEmail('');
      void signIns.refetch();
    },
    onError: (error) => void show(messageOf(error)),
  });
  const remove = useMutation({
    mutationFn: (signIn: PartnerSignIn) => dataProvider.removePartnerSignIn(partner.id, signIn.id),
    onSuccess: (signIn) => {
      setRemoving(null);
      notify(`${signIn.email} can no longer sign in for ${partner.companyName}`, { type: 'success' });
      void signIns.refetch();
    },
    onError: (error) => {
      setRemoving(null);
      void show(messageOf(error));
      void signIns.refetch();
    },
  });

  const submit = () => {
    const problem = inviteProblem(email);
    if (problem) void show(problem);
    else invite.mutate(inviteEmailOf(email));
  };

  return (
    <Section title="Sign-ins">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        People of {partner.companyName} who sign in to see and answer their jobs. An invitation mails a link to set a password; it works once, for 7 days.
      </Typography>
      {signIns.isPending ? (
        <LinearProgress aria-label="Loading the sign-ins" />
      ) : signIns.isError ? (
        <Alert severity="error">{messageOf(signIns.error)}</Alert>
      ) : signIns.data.length === 0 ? (
        <Typography color="text.secondary">No one signs in for this partner yet</Typography>
      ) : (
        <Table size="small" aria-label="Partner sign-ins">
          <TableHead>
            <TableRow>
              <TableCell>Email</TableCell>
              <TableCell>Invited</TableCell>
              <TableCell>State</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {signIns.data.map((signIn) => {
              const state = signInState(signIn);
              return (
                <TableRow key={signIn.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{signIn.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(signIn.invitedAt)}</TableCell>
                  <TableCell>
                    <Tooltip title={signIn.activatedAt === null ? 'The password is not set yet' : `Password set ${formatMoment(signIn.activatedAt)}`}>
                      <Chip
                        size="small"
                        label={state}
                        color={state === 'Active' ? 'success' : 'warning'}
                        variant={state === 'Active' ? 'filled' : 'outlined'}
                      />
                    </Tooltip>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {state === 'Invited' && (
                      <Button
                        size="small"
                        startIcon={<Send fontSize="small" />}
                        disabled={invite.isPending}
                        aria-label={`Send the invitation again to ${signIn.email}`}
                        onClick={() => invite.mutate(signIn.email)}
                      >
                        Send the invitation again
                      </Button>
                    )}
                    <Tooltip title={`Remove ${signIn.email}`}>
                      <IconButton aria-label={`Remove ${signIn.email}`} onClick={() => setRemoving(signIn)} disabled={remove.isPending}>
                        <Delete />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Invite a sign-in"
        onSubmit={(event) => (event.preventDefault(), submit())}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mt: 2 }}
      >
        <TextField
          label="Email"
          type="email"
          size="small"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ htmlInput: { maxLength: Limits.email, autoComplete: 'off' } }}
          sx={{ flex: 1, minWidth: 240, maxWidth: 420 }}
        />
        <Button type="submit" variant="contained" startIcon={<PersonAdd />} disabled={invite.isPending}>
          Invite
        </Button>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this sign-in?"
        message={
          removing ? `${removing.email} will no longer be able to sign in for ${partner.companyName}; if signed in now, they are signed out.` : undefined
        }
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Section>
  );
}
