import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation, useNavigate } from 'react-router-dom';
import { Limits, type MessageKey, type WordKey } from '@moveday/openapi';
import { messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useBooks, useT } from '@/lib/i18n';
import { resetPassword } from '../api/resetPassword';
import { AuthCard } from './AuthCard';
import { CancelToLogin } from './CancelToLogin';
import { LegalLinks } from './LegalLinks';
import { PasswordField } from '@/components/ui/PasswordField';

/** The reset token: the query string's `token`, or, as the spec puts it, what follows the equals sign. */
export function tokenFrom(search: string): string {
  const named = new URLSearchParams(search).get('token');
  if (named) return named;
  const at = search.indexOf('=');
  return at >= 0 ? decodeURIComponent(search.slice(at + 1)) : '';
}

function passwordProblem(password: string, confirmPassword: string): { field: 'password' | 'confirm'; message: MessageKey } | null {
  if (password.length < Limits.passwordMin || password.length > Limits.passwordMax) return { field: 'password', message: 'passwordMinLength' };
  if (password !== confirmPassword) return { field: 'confirm', message: 'passwordsDoNotMatch' };
  return null;
}

/** The words of the screen: a reset link's, or an invitation's (a partner's new sign-in, `&invite=1`). */
function wordsFor(invite: boolean): Record<'title' | 'intro' | 'submit' | 'doneTitle' | 'done' | 'expired', WordKey> {
  return invite
    ? { title: 'inviteTitle', intro: 'inviteIntro', submit: 'inviteSubmit', doneTitle: 'inviteDoneTitle', done: 'inviteDone', expired: 'inviteExpired' }
    : { title: 'resetTitle', intro: 'resetIntro', submit: 'resetSubmit', doneTitle: 'resetDoneTitle', done: 'resetSuccess', expired: 'resetExpired' };
}

/**
 * /password/resetForm?token=...: a new password from a reset link (customer-side §2, §4 Reset
 * flow, §7); with `&invite=1`, the first password of a partner's sign-in an admin invited.
 */
export function ResetPasswordForm() {
  useBooks('account');
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const token = tokenFrom(search);
  const words = wordsFor(new URLSearchParams(search).get('invite') === '1');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof passwordProblem>>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const filled = password !== '' && confirmPassword !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled || busy || expired) return;
    const found = passwordProblem(password, confirmPassword);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await dialogs.withLoading(() => resetPassword(token, password, confirmPassword));
      dialogs.showMessage({ title: t(words.doneTitle), message: t(words.done), onOk: () => navigate('/login', { replace: true }) });
    } catch (err) {
      // With an error, the link counts as expired: its message shows and Ok returns to /login.
      setExpired(true);
      dialogs.showMessage({ title: t('resetOops'), message: messageOf(err), onOk: () => navigate('/login', { replace: true }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t(words.title)} intro={t(words.intro, { min: Limits.passwordMin, max: Limits.passwordMax })}>
      {expired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(words.expired)}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-label={t(words.title)}>
        <PasswordField
          id="reset-password"
          label={t('resetPassword')}
          toggle={false}
          autoComplete="new-password"
          fullWidth
          required
          margin="normal"
          disabled={expired}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(null);
          }}
          error={problem?.field === 'password'}
          helperText={t(problem?.field === 'password' ? problem.message : 'passwordTooltip')}
        />
        <PasswordField
          id="reset-confirm-password"
          label={t('resetConfirmPassword')}
          autoComplete="new-password"
          fullWidth
          required
          margin="normal"
          disabled={expired}
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            setProblem(null);
          }}
          error={problem?.field === 'confirm'}
          helperText={problem?.field === 'confirm' ? t(problem.message) : ' '}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mt: 2 }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!filled || busy || expired} sx={{ order: { xs: 0, sm: 1 } }}>
            {t(words.submit)}
          </Button>
          <CancelToLogin />
        </Box>
      </Box>
      <LegalLinks />
    </AuthCard>
  );
}
