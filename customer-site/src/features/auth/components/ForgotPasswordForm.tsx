import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorCode, isEmail, Limits } from '@moveday/openapi';
import { ApiError, messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useBooks, useT } from '@/lib/i18n';
import { forgotPassword } from '../api/forgotPassword';
import { AuthCard } from './AuthCard';
import { CancelToLogin } from './CancelToLogin';
import { LegalLinks } from './LegalLinks';

/** /password/forgotForm: the email to send a reset link to (customer-side §2, §4 Forgot flow, §7). */
export function ForgotPasswordForm() {
  useBooks('account');
  const t = useT();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (address === '' || busy) return;
    if (!isEmail(address)) {
      dialogs.showMessage({ message: t('invalidEmail') });
      return;
    }
    setBusy(true);
    try {
      const answer = await dialogs.withLoading(() => forgotPassword(address));
      dialogs.showMessage({
        title: t('forgotCheckEmail'),
        message: answer.message || t('resetLinkSent'),
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
    <AuthCard title={t('forgotTitle')} intro={t('forgotIntro')}>
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, mb: 1 }}>
        <ArrowBack fontSize="small" aria-hidden />
        {t('forgotBackToLogin')}
      </Link>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('forgotFormLabel')}>
        <TextField
          id="forgot-email"
          label={t('forgotEmail')}
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
            {t('forgotSubmit')}
          </Button>
          <CancelToLogin />
        </Box>
      </Box>
      <LegalLinks />
    </AuthCard>
  );
}
