import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { ENQUIRY_OPTIONS, isEmail, isPhone, Limits, textProblem, type MessageKey } from '@moveday/openapi';
import { messageOf } from '@/lib/api-client';
import { FieldsOnceRunning } from '@/components/ui/FieldsOnceRunning';
import { dialogs } from '@/lib/dialogs';
import { useT } from '@/lib/i18n';
import { sendEnquiry } from '../api/sendEnquiry';

interface EnquiryFields {
  selectOption: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  comment: string;
  notification: boolean;
}

const EMPTY: EnquiryFields = { selectOption: '', firstName: '', lastName: '', phone: '', email: '', comment: '', notification: false };

type Problem = { message: MessageKey; fields: (keyof EnquiryFields)[] };

/** The rules of customer-side §5 Home enquiry form, in their order. */
export function enquiryProblem(form: EnquiryFields): Problem | null {
  const required: (keyof EnquiryFields)[] = ['selectOption', 'firstName', 'lastName', 'phone', 'email'];
  const missing = required.filter((key) => String(form[key]).trim() === '');
  if (missing.length > 0) return { message: 'fillMandatoryFields', fields: missing };
  if (!isEmail(form.email.trim())) return { message: 'invalidEmailFormat', fields: ['email'] };
  if (!isPhone(form.phone)) return { message: 'invalidPhone', fields: ['phone'] };
  const unstorable = (['firstName', 'lastName', 'comment'] as const).filter((key) => textProblem(form[key]));
  if (unstorable.length > 0) return { message: 'textNotStorable', fields: unstorable };
  return null;
}

/** 'Get in touch with us': posts to the server; success says so for 3 seconds and clears the form. */
export default function EnquiryForm() {
  const t = useT();
  const [form, setForm] = useState<EnquiryFields>(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), Limits.enquirySuccessNoticeMs);
    return () => clearTimeout(timer);
  }, [sent]);

  const set = <K extends keyof EnquiryFields>(key: K, value: EnquiryFields[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };
  const invalid = (key: keyof EnquiryFields) => problem?.fields.includes(key) ?? false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = enquiryProblem(form);
    setProblem(found);
    if (found) {
      document.getElementById(`enquiry-${found.fields[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await sendEnquiry({
        selectOption: form.selectOption,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        phone: form.phone,
        email: form.email.trim(),
        comment: form.comment.trim(),
        notification: form.notification,
      });
      setForm(EMPTY);
      setSent(true);
    } catch (err) {
      dialogs.showError(messageOf(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    // The form is prerendered, and adopted as the visitor scrolls near it.
    <FieldsOnceRunning>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('contactTitle')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <TextField
          id="enquiry-selectOption"
          select
          label={t('enquiryTopic')}
          required
          value={form.selectOption}
          onChange={(event) => set('selectOption', event.target.value)}
          error={invalid('selectOption')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ gridColumn: '1 / -1' }}
        >
          <option value="" disabled>
            {t('enquiryChooseTopic')}
          </option>
          {ENQUIRY_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`enquiryOption.${option}`)}
            </option>
          ))}
        </TextField>
        <TextField
          id="enquiry-firstName"
          label={t('enquiryFirstName')}
          required
          autoComplete="given-name"
          value={form.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={invalid('firstName')}
          slotProps={{ htmlInput: { maxLength: Limits.name } }}
        />
        <TextField
          id="enquiry-lastName"
          label={t('enquiryLastName')}
          required
          autoComplete="family-name"
          value={form.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={invalid('lastName')}
          slotProps={{ htmlInput: { maxLength: Limits.name } }}
        />
        <TextField
          id="enquiry-phone"
          label={t('enquiryPhone')}
          required
          type="tel"
          autoComplete="tel-national"
          value={form.phone}
          // The phone accepts digits only.
          onChange={(event) => set('phone', event.target.value.replace(/\D/g, '').slice(0, Limits.phoneDigits))}
          error={invalid('phone')}
          helperText={t('enquiryPhoneHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: Limits.phoneDigits } }}
        />
        <TextField
          id="enquiry-email"
          label={t('enquiryEmail')}
          required
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
          error={invalid('email')}
          helperText=" "
          slotProps={{ htmlInput: { maxLength: Limits.email } }}
        />
        <TextField
          id="enquiry-comment"
          label={t('enquiryComment')}
          multiline
          minRows={3}
          value={form.comment}
          onChange={(event) => set('comment', event.target.value.slice(0, Limits.enquiryComment))}
          helperText={t('enquiryCommentCount', { count: form.comment.length, max: Limits.enquiryComment })}
          slotProps={{ htmlInput: { maxLength: Limits.enquiryComment } }}
          sx={{ gridColumn: '1 / -1' }}
        />
        <FormControlLabel
          sx={{ gridColumn: '1 / -1' }}
          control={<Checkbox checked={form.notification} onChange={(event) => set('notification', event.target.checked)} />}
          label={t('enquiryNews')}
        />
        <Box sx={{ gridColumn: '1 / -1' }} aria-live="polite">
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="enquiry-problem">
              {t(problem.message)}
            </Alert>
          )}
          {sent && (
            <Alert severity="success" sx={{ mb: 2 }} data-testid="enquiry-sent">
              {t('enquirySent')}
            </Alert>
          )}
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" size="large" disabled={saving}>
            {t('enquirySend')}
          </Button>
        </Box>
      </Box>
    </FieldsOnceRunning>
  );
}
