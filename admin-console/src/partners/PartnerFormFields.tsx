import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Limits } from '@moveday/openapi';
import { Section } from '../common/Section';
import { DispatchFields } from './DispatchFields';
import type { DispatchField, DispatchForm } from './dispatchForm';
import type { PartnerForm } from './partnerRules';

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

interface Props {
  form: PartnerForm;
  onChange: (form: PartnerForm) => void;
}

function Field({
  form,
  onChange,
  field,
  label,
  required,
  max,
  type,
}: Props & { field: keyof PartnerForm; label: string; required?: boolean; max?: number; type?: string }) {
  return (
    <TextField
      label={label}
      required={required}
      type={type}
      value={form[field]}
      onChange={(event) => onChange({ ...form, [field]: event.target.value })}
      slotProps={{ htmlInput: { maxLength: max, ...(type === 'tel' ? { inputMode: 'numeric' } : {}) } }}
    />
  );
}

function Contact({ suffix, title, primary, ...props }: Props & { suffix: 'PrimaryContact' | 'SecondaryContact'; title: string; primary: boolean }) {
  const f = (name: string) => `${name}${suffix}` as keyof PartnerForm;
  return (
    <Section title={title}>
      <Box sx={grid}>
        <Field {...props} field={f('name')} label="Name" required={primary} max={Limits.name} />
        <Box />
        <Field {...props} field={f('primaryPhone')} label="Primary phone" type="tel" required={primary} max={Limits.phoneDigits} />
        <Field {...props} field={f('secondaryPhone')} label="Secondary phone" type="tel" max={Limits.phoneDigits} />
        <Field {...props} field={f('primaryEmail')} label="Primary email" type="email" required={primary} max={Limits.email} />
        <Field {...props} field={f('secondaryEmail')} label="Secondary email" type="email" max={Limits.email} />
      </Box>
      <TextField
        label="Notes"
        multiline
        minRows={2}
        value={props.form[f('notes')]}
        onChange={(event) => props.onChange({ ...props.form, [f('notes')]: event.target.value })}
        helperText={`${props.form[f('notes')].length}/${Limits.contactNotes}`}
        slotProps={{ htmlInput: { maxLength: Limits.contactNotes } }}
        sx={{ mt: 1.5 }}
      />
    </Section>
  );
}

/**
 * Add and Edit Partner's sections: the spec's three (Partner Details, Primary Contact, Secondary
 * Contact), then Dispatch (issue 17).
 */
export function PartnerFormFields({
  dispatch,
  onDispatchChange,
  dispatchErrors,
  ...props
}: Props & { dispatch: DispatchForm; onDispatchChange: (dispatch: DispatchForm) => void; dispatchErrors?: Partial<Record<DispatchField, string>> }) {
  return (
    <>
      <Section title="Partner Details">
        <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
          <Field {...props} field="companyName" label="Company name" required max={Limits.companyName} />
          <Field {...props} field="city" label="City" required max={Limits.city} />
          <Field {...props} field="state" label="State" required max={Limits.state} />
        </Box>
      </Section>
      <Contact {...props} suffix="PrimaryContact" title="Primary Contact" primary />
      <Contact {...props} suffix="SecondaryContact" title="Secondary Contact" primary={false} />
      <DispatchFields value={dispatch} onChange={onDispatchChange} serverErrors={dispatchErrors} />
    </>
  );
}
