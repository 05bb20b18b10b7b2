import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { Limits } from '@moveday/openapi';
import { PasswordField } from '@/components/ui/PasswordField';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { ApiError, messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useBooks, useT } from '@/lib/i18n';
import { RichWords } from '@/lib/rich-words';
import { useTextForm } from '@/lib/use-text-form';
import { useDollars } from '../../hooks/useDollars';
import { useBooking, useQuoteBeingBooked } from '../../hooks/useBooking';
import { refusedFields, SIGNUP_FIELDS, signupProblems, type SignupField, type SignupFields } from './signupRules';

const EMPTY: SignupFields = { firstName: '', lastName: '', userEmail: '', userPhone: '', password: '', confirmPassword: '' };

const inputId = (name: SignupField) => `signup-${name}`;

/** Focuses a field once the dialog that named it has closed and handed the focus back. */
const focusSoon = (name: SignupField) => window.setTimeout(() => document.getElementById(inputId(name))?.focus(), 50);

/** /signup: 'Book My Move', the personal details that make an account and book the quoted move (customer-side §2, §5 Signup). */
export function SignupForm() {
  useBooks('quote');
  const t = useT();
  const dollars = useDollars();
  const { quote: answer } = useQuoteBeingBooked();
  const booking = useBooking();
  const { form, problems, setProblems, field, say } = useTextForm<SignupField, 'terms'>('signup', EMPTY, 'userPhone');
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!answer) return <Navigate to="/getaquotetabs" replace />;
  const quote = answer.quote;
  const filled = SIGNUP_FIELDS.every((name) => form[name].trim() !== '') && terms;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled || busy || !answer) return;
    const found = signupProblems(form);
    setProblems(found);
    const first = SIGNUP_FIELDS.find((name) => found[name] !== undefined);
    if (first) {
      dialogs.showError(t(found[first]!), () => focusSoon(first));
      return;
    }
    setBusy(true);
    try {
      await booking.signUp(answer, {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        userEmail: form.userEmail.trim(),
        userPhone: form.userPhone,
        password: form.password,
        confirmPassword: form.confirmPassword,
        terms,
      });
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : undefined;
      const refused = refusedFields(fields);
      if (fields) setProblems(refused.problems);
      const first = refused.first;
      dialogs.showError(messageOf(err), first ? () => focusSoon(first) : undefined);
    } finally {
      setBusy(false);
    }
  }

  const legalLink = (label: string, open: () => void) => (
    <Link component="button" type="button" onClick={open} sx={{ verticalAlign: 'baseline', fontWeight: 600 }}>
      {label}
    </Link>
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Button component={RouterLink} to="/quoteestimate" startIcon={<ArrowBack />} sx={{ ml: -1, mb: 1 }}>
        {t('signupBack')}
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {t('signupTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('signupIntro')}
      </Typography>
      <Box
        data-testid="signup-move-summary"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 0.5,
          my: 2.5,
          px: 2,
          py: 1.5,
          borderRadius: 2,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography>
          {t('signupMoveLabel')}{' '}
          <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
            {answer.moveID}
          </Box>
        </Typography>
        <Typography>
          {t(quote.estimateQuoteFlag ? 'signupEstimateLabel' : 'signupYouPayLabel')}{' '}
          <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
            {dollars(quote.estimateQuoteFlag ? quote.estimateQuotePrice : quote.bookingPrice)}
          </Box>
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('signupTitle')}
          sx={{ display: 'grid', columnGap: 2, rowGap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <TextField {...field('firstName', t('signupFirstName'), { autoComplete: 'given-name' })} slotProps={{ htmlInput: { maxLength: Limits.name } }} />
          <TextField {...field('lastName', t('signupLastName'), { autoComplete: 'family-name' })} slotProps={{ htmlInput: { maxLength: Limits.name } }} />
          <TextField
            {...field('userEmail', t('signupEmail'), { type: 'email', autoComplete: 'email' })}
            slotProps={{ htmlInput: { maxLength: Limits.email } }}
          />
          <TextField
            {...field('userPhone', t('signupPhone'), { type: 'tel', autoComplete: 'tel-national' })}
            slotProps={{ htmlInput: { maxLength: Limits.phoneDigits, inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
          <Box>
            <Tooltip title={t('passwordTooltip')} placement="top-start" arrow describeChild>
              <PasswordField
                {...field('password', t('signupPassword'), { autoComplete: 'new-password' })}
                slotProps={{ htmlInput: { 'aria-describedby': 'signup-password-helper-text signup-password-hint' } }}
              />
            </Tooltip>
            {/* The tooltip's words for screen readers, which do not see a tooltip on a wrapper. */}
            <VisuallyHidden id="signup-password-hint">{t('passwordTooltip')}</VisuallyHidden>
          </Box>
          <PasswordField {...field('confirmPassword', t('signupConfirmPassword'), { autoComplete: 'new-password' })} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormControlLabel
              control={
                <Checkbox
                  id="signup-terms"
                  checked={terms}
                  onChange={(event) => {
                    setTerms(event.target.checked);
                    setProblems((current) => ({ ...current, terms: undefined }));
                  }}
                  slotProps={{ input: { 'aria-describedby': problems.terms ? 'signup-terms-error' : undefined } }}
                />
              }
              label={
                <RichWords
                  id="signupAgree"
                  parts={{ terms: legalLink(t('signupTermsLink'), dialogs.showTerms), privacy: legalLink(t('signupPrivacyLink'), dialogs.showPrivacy) }}
                />
              }
            />
            {problems.terms && (
              <FormHelperText id="signup-terms-error" error>
                {say(problems.terms)}
              </FormHelperText>
            )}
          </Box>
          <Box sx={{ gridColumn: '1 / -1', mt: 2 }}>
            <Button type="submit" variant="contained" color="secondary" size="large" disabled={!filled || busy} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {t('signupSubmit')}
            </Button>
          </Box>
        </Box>
      </Paper>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: { xs: 'center', sm: 'flex-start' }, flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <Typography>{t('signupHaveAccount')}</Typography>
        <Button variant="outlined" onClick={() => booking.logInToBook(answer)}>
          {t('signupLogin')}
        </Button>
      </Box>
    </Container>
  );
}
