import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useShowMessage } from '../common/MessageDialog';
import { Section } from '../common/Section';
import type { MoveDayDataProvider } from '../dataProvider';
import { fieldErrorsOf } from '../integrations/integrationFacts';
import { formatMoment } from '../lib/format';
import { messageOf } from '../lib/http';
import type { AdminPartnerTerms, Partner, PartnerTermsInput } from '../lib/types';
import { termsBodyOf, termsFormOf, termsText, type TermsForm } from './partnerTerms';
import { FormDialog } from '../common/FormDialog';

const termsKey = (partnerId: string) => ['partners', partnerId, 'terms'];

/**
 * The partner's terms (issue 35): what MoveDay keeps of each job it does, a commission on the job's
 * final amount or a fixed payout per job, and the Stripe account its payouts may go to. Edit sets
 * them from now on; completed jobs keep the terms they were earned under.
 */
export function PartnerTerms({ partner }: { partner: Partner }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const [editing, setEditing] = useState(false);
  const terms = useQuery({ queryKey: termsKey(partner.id), queryFn: () => dataProvider.fetchPartnerTerms(partner.id) });
  return (
    <Section
      title="Terms"
      action={
        terms.data && (
          <Button size="small" startIcon={<Edit fontSize="small" />} onClick={() => setEditing(true)} aria-label={`Edit the terms of ${partner.companyName}`}>
            Edit
          </Button>
        )
      }
    >
      {terms.isPending ? (
        <LinearProgress aria-label="Loading the terms" />
      ) : terms.isError ? (
        <Alert severity="error">{messageOf(terms.error)}</Alert>
      ) : (
        <Box data-testid="partner-terms" sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{termsText(terms.data)}</Typography>
            {terms.data.isDefault && <Chip size="small" label="Company default" variant="outlined" />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {terms.data.stripeAccountId ? `Payouts by Stripe to ${terms.data.stripeAccountId}` : 'No Stripe account: paid by hand'}
          </Typography>
          {terms.data.updatedAt && (
            <Typography variant="body2" color="text.secondary">
              Set by {terms.data.updatedBy} {formatMoment(terms.data.updatedAt)}
            </Typography>
          )}
        </Box>
      )}
      {editing && terms.data && <TermsDialog partner={partner} terms={terms.data} onClose={() => setEditing(false)} />}
    </Section>
  );
}

function TermsDialog({ partner, terms, onClose }: { partner: Partner; terms: AdminPartnerTerms; onClose: () => void }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const show = useShowMessage();
  const [form, setForm] = useState<TermsForm>(() => termsFormOf(terms));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: PartnerTermsInput) => dataProvider.setPartnerTerms(partner.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(termsKey(partner.id), saved);
      notify(`Terms of ${partner.companyName} saved: ${termsText(saved)}`, { type: 'success' });
      onClose();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields) setProblems(fields);
      else void show(messageOf(error));
    },
  });
  const change = (next: Partial<TermsForm>, ...fields: string[]) => {
    setForm((now) => ({ ...now, ...next }));
    setProblems((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !fields.includes(field))));
  };
  const submit = () => {
    const checked = termsBodyOf(form);
    if (checked.problems) setProblems(checked.problems);
    else save.mutate(checked.body);
  };
  return (
    <FormDialog
      title={`Terms of ${partner.companyName}`}
      intro="From now on; jobs already completed keep the terms they were earned under."
      submitLabel="Save terms"
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroup
        aria-label="Kind of terms"
        value={form.kind}
        onChange={(event) => change({ kind: event.target.value as TermsForm['kind'] }, 'commissionPercent', 'fixedPayoutCents', 'kind')}
        sx={{ mb: 1 }}
      >
        <FormControlLabel value="commission" control={<Radio />} label="Commission on each job's final amount" />
        <FormControlLabel value="fixed" control={<Radio />} label="Fixed payout per job" />
      </RadioGroup>
      {form.kind === 'commission' ? (
        <TextField
          label="MoveDay's commission (%)"
          value={form.percent}
          onChange={(event) => change({ percent: event.target.value }, 'commissionPercent')}
          error={'commissionPercent' in problems}
          helperText={problems.commissionPercent ?? 'What MoveDay keeps, 0 to 100'}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
          fullWidth
          required
          margin="dense"
        />
      ) : (
        <TextField
          label="Payout per job ($)"
          value={form.payout}
          onChange={(event) => change({ payout: event.target.value }, 'fixedPayoutCents')}
          error={'fixedPayoutCents' in problems}
          helperText={problems.fixedPayoutCents ?? 'What the partner is paid for each completed job'}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 14 } }}
          fullWidth
          required
          margin="dense"
        />
      )}
      <TextField
        label="Stripe account (optional)"
        value={form.stripeAccountId}
        onChange={(event) => change({ stripeAccountId: event.target.value }, 'stripeAccountId')}
        error={'stripeAccountId' in problems}
        helperText={problems.stripeAccountId ?? "The partner's Stripe Connect account, acct_...; empty: paid by hand"}
        slotProps={{ htmlInput: { maxLength: 260, autoComplete: 'off', spellCheck: false } }}
        fullWidth
        margin="dense"
      />
      {problems.kind && <Alert severity="error">{problems.kind}</Alert>}
    </FormDialog>
  );
}
