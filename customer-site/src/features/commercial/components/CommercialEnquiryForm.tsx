import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { isEmail, isName, isPhone, Limits, textProblem, type MessageKey } from '@moveday/openapi';
import { messageOf } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useBooks, useT } from '@/lib/i18n';
import { useTextForm } from '@/lib/use-text-form';
import { sendCommercialEnquiry, type CommercialDetails } from '../api/sendCommercialEnquiry';

type Field = keyof CommercialDetails;

const EMPTY: CommercialDetails = { fromlocation: '', tolocation: '', firstname: '', lastname: '', useremail: '', userphone: '', moredesc: '' };

/** The rules of customer-side §5 Commercial form; the first broken one per field. */
export function commercialProblems(form: CommercialDetails): Partial<Record<Field, MessageKey>> {
  const problems: Partial<Record<Field, MessageKey>> = {};
  if (!isName(form.firstname.trim())) problems.firstname = 'nameCharactersOnly';
  if (!isName(form.lastname.trim())) problems.lastname = 'nameCharactersOnly';
  if (!isEmail(form.useremail.trim())) problems.useremail = 'invalidEmail';
  if (!isPhone(form.userphone)) problems.userphone = 'invalidPhone';
  for (const name of ['fromlocation', 'tolocation', 'moredesc'] as const) {
    const problem = textProblem(form[name]);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** /personaldetailscommercial: the commercial enquiry. Submit stays disabled until every field is filled. */
export function CommercialEnquiryForm() {
  useBooks('quote');
  const t = useT();
  const navigate = useNavigate();
  const { form, problems, setProblems, field: textField, say } = useTextForm<Field>('commercial', EMPTY, 'userphone');
  const [saving, setSaving] = useState(false);
  const filled = Object.values(form).every((value) => value.trim() !== '');

  const field = (name: Field, label: string, maxLength: number, extra: Partial<TextFieldProps> = {}): TextFieldProps =>
    textField(name, label, { ...extra, slotProps: { htmlInput: { maxLength } } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled || saving) return;
    const found = commercialProblems(form);
    setProblems(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(`commercial-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const trimmed = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, value.trim()])) as CommercialDetails;
      const answer = await dialogs.withLoading(() => sendCommercialEnquiry(trimmed));
      navigate('/successdialogcommercial', { replace: true, state: { sent: true, message: answer.message } });
    } catch (err) {
      dialogs.showError(messageOf(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {t('commercialTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('commercialIntro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('commercialFormLabel')}
          sx={{ display: 'grid', columnGap: 2, rowGap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <TextField {...field('fromlocation', t('commercialFrom'), Limits.commercialLocation, { autoComplete: 'off' })} />
          <TextField {...field('tolocation', t('commercialTo'), Limits.commercialLocation, { autoComplete: 'off' })} />
          <TextField {...field('firstname', t('commercialFirstName'), Limits.name, { autoComplete: 'given-name' })} />
          <TextField {...field('lastname', t('commercialLastName'), Limits.name, { autoComplete: 'family-name' })} />
          <TextField {...field('useremail', t('commercialEmail'), Limits.email, { type: 'email', autoComplete: 'email' })} />
          <TextField {...field('userphone', t('commercialPhone'), Limits.phoneDigits, { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' })} />
          <TextField
            {...field('moredesc', t('commercialMore'), Limits.commercialDescription, { multiline: true, rows: 3, sx: { gridColumn: '1 / -1' } })}
            helperText={problems.moredesc ? say(problems.moredesc) : t('wizardCharacters', { count: form.moredesc.length, max: Limits.commercialDescription })}
          />
          <Box sx={{ gridColumn: '1 / -1', mt: 1 }}>
            <Button type="submit" variant="contained" size="large" disabled={!filled || saving}>
              {t('commercialSubmit')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Container>
  );
}
