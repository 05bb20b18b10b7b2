import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { isEmail, Limits, type WordKey } from '@moveday/openapi';
import { ApiError, messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { syncAccountLocale, useBooks, useT } from '@/lib/i18n';
import { RichWords } from '@/lib/rich-words';
import { said, type FieldProblem } from '@/lib/use-text-form';
import { ADMIN_HOME, CUSTOMER_HOME, PARTNER_HOME, startSession, type Session, type UserType } from '@/lib/session';
import { login } from '../api/login';
import { AuthCard } from './AuthCard';
import { LegalLinks } from './LegalLinks';
import { PasswordField } from '@/components/ui/PasswordField';

/**
 * Where a guard sent the user from, to go back there after signing in: a partner's page for a
 * partner, any other page for a customer (a partner's page would only send a customer back here).
 */
function returnPath(state: unknown, userType: UserType): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  const partnerPage = /^\/partner(?:[/?#]|$)/.test(from);
  return partnerPage === (userType === 'partner') ? from : null;
}

interface LoginFormProps {
  /** The email to start with, e.g. the one just used to sign up. */
  initialEmail?: string;
  intro?: WordKey;
  /**
   * Runs once signed in, before the usual redirect. It answers true when it has taken over what
   * happens next (a booking left pending by signup), so the form does not redirect.
   */
  onSignedIn?: (session: Session) => boolean | Promise<boolean>;
}

/** /login: one screen for customers, partners' crews and admins (customer-side §2 Login, §4 Login success). */
export function LoginForm({ initialEmail = '', intro = 'loginIntro', onSignedIn }: LoginFormProps) {
  useBooks('account');
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [keepMeLoggedIn, setKeepMeLoggedIn] = useState(false);
  const [emailError, setEmailError] = useState<FieldProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const filled = email.trim() !== '' && password !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled || busy) return;
    const loginEmail = email.trim();
    if (!isEmail(loginEmail)) {
      setEmailError('emailFormatInvalid');
      document.getElementById('login-email')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await dialogs.withLoading(() => login({ loginEmail, loginPassword: password, keepMeLoggedIn }));
      const user = answer.customerDetails;
      const session: Session = { token: answer.token, expiresAt: answer.expiresAt, userType: user.userType, userDetails: user, keepMeLoggedIn };
      startSession(session);
      // The account's language, when it has one: the pages after this one speak it.
      await syncAccountLocale();
      if (onSignedIn && (await onSignedIn(session))) return;
      if (user.userType === 'admin') {
        // The console is another app: a full page load.
        window.location.assign(ADMIN_HOME);
        return;
      }
      const back = returnPath(location.state, user.userType);
      // The partner pages are another app too (entry-partner.tsx), in place of /login as a redirect.
      if (user.userType === 'partner') window.location.replace(back ?? PARTNER_HOME);
      else navigate(back ?? CUSTOMER_HOME, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.fields?.loginEmail) setEmailError(said(err.fields.loginEmail));
      else dialogs.showError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('loginTitle')} intro={t(intro)}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('loginTitle')}>
        <TextField
          id="login-email"
          label={t('loginEmail')}
          type="email"
          autoComplete="username"
          fullWidth
          required
          margin="normal"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(null);
          }}
          error={emailError !== null}
          helperText={emailError === null ? ' ' : typeof emailError === 'string' ? t(emailError) : emailError.said}
          slotProps={{ htmlInput: { maxLength: Limits.email } }}
        />
        <PasswordField
          id="login-password"
          label={t('loginPassword')}
          autoComplete="current-password"
          fullWidth
          required
          margin="dense"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={keepMeLoggedIn} onChange={(event) => setKeepMeLoggedIn(event.target.checked)} />}
            label={t('loginKeepMe')}
          />
          <Link component={RouterLink} to="/password/forgotForm" sx={{ fontWeight: 600 }}>
            {t('loginForgot')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!filled || busy} sx={{ mt: 2 }}>
          {t('loginSubmit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <RichWords
          id="loginNewHere"
          parts={{
            register: (
              <Link component={RouterLink} to="/getaquote" sx={{ fontWeight: 600 }}>
                {t('loginRegister')}
              </Link>
            ),
          }}
        />
      </Typography>
      <LegalLinks sentence="accountLegalLogin" />
    </AuthCard>
  );
}
