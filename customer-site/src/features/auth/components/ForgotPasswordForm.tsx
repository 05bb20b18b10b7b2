import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorCode, isEmail, Limits, Messages } from '@moveday/openapi';
import { ApiError, messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { forgotPassword } from '../api/forgotPassword';
import { AuthCard } from './AuthCard';
import { CancelToLogin } from './CancelToLogin';
import { LegalLinks } from './LegalLinks';

/** /password/forgotForm: the email to send a reset link to (customer-side §2, §4 Forgot flow, §7). */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (address === '' || busy) return;
    if (!isEmail(address)) {
      dialogs.showMessage({ message: Messages.invalidEmail });
      return;
    }
    setBusy(true);
    try {
      const answer = await dialogs.withLoading(() => forgotPassword(address));
      dialogs.showMessage({
        title: 'Check your email',
        message: answer.message || Messages.resetLinkSent,
        onOk: () => navigate('/login'),
      });
    } catch (err) {
      if (err instanceof ApiError && err.errorCode === ErrorCode.invalidEmail) dialogs.showMessage({ message: err.message });
      else dialogs.showError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Forgot your password?" intro="Enter the email of your account and we will send you a link to set a new password.">
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, mb: 1 }}>
        <ArrowBack fontSize="small" aria-hidden />
        Back to Login
      </Link>
      <Box component="form" noValidate onSubmit={submit} aria-label="Forgot password">
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          fullWidth
          required
          margin="normal"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ htmlInput: { maxLength: Limits.email } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mt: 2 }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={email.trim() === '' || busy} sx={{ order: { xs: 0, sm: 1 } }}>
            Reset Password
          </Button>
          <CancelToLogin />
        </Box>
      </Box>
      <LegalLinks />
    </AuthCard>
  );
}
