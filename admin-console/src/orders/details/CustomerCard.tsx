import { Limits, isEmail, isName, isPhone } from '@moveday/openapi';
import { Section } from '../../common/Section';
import { EmailInput, NameInput, PhoneInput } from '../form/inputs';
import type { CardProps } from './cardProps';
import { FieldRow, type FieldEditor } from './FieldRow';
import { ShareCheckbox, useSharing } from './ShareSelection';
import type { CustomerDetails } from '../../lib/types';

type Field = keyof CustomerDetails;

const FIELDS: { key: Field; label: string; input: typeof NameInput; valid: (v: string) => boolean }[] = [
  { key: 'firstName', label: 'First name', input: NameInput, valid: (v) => isName(v) && v.trim().length <= Limits.name },
  { key: 'lastName', label: 'Last name', input: NameInput, valid: (v) => isName(v) && v.trim().length <= Limits.name },
  { key: 'userEmail', label: 'Email', input: EmailInput, valid: (v) => isEmail(v.trim()) },
  { key: 'userPhone', label: 'Phone', input: PhoneInput, valid: isPhone },
];

export function CustomerCard({ record, editable, save }: CardProps) {
  const sharing = useSharing();
  const customer = record.customerDetails;
  const editor = (field: (typeof FIELDS)[number]): FieldEditor<string> | undefined =>
    editable && !sharing
      ? {
          kind: 'inline',
          initial: () => customer[field.key],
          render: (value, setValue) => <field.input label={field.label} value={value} onChange={setValue} autoFocus />,
          canSave: field.valid,
          save: (value) => save({ customerDetails: { ...customer, [field.key]: value.trim() } }),
          lockedBecause: customer[field.key] ? undefined : 'Nothing to edit',
        }
      : undefined;
  return (
    <Section title="Customer Details" action={<ShareCheckbox keys={['customerDetails']} label="Customer Details" />}>
      {FIELDS.map((field) => (
        <FieldRow key={field.key} label={field.label} value={customer[field.key]} editor={editor(field)} />
      ))}
    </Section>
  );
}
