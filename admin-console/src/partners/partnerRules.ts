import { Limits, Messages, isEmail, isPhone } from '@moveday/openapi';

/** Add and Edit Partner's flat form (admin-side §3). */
export interface PartnerForm {
  companyName: string;
  city: string;
  state: string;
  namePrimaryContact: string;
  primaryPhonePrimaryContact: string;
  secondaryPhonePrimaryContact: string;
  primaryEmailPrimaryContact: string;
  secondaryEmailPrimaryContact: string;
  notesPrimaryContact: string;
  nameSecondaryContact: string;
  primaryPhoneSecondaryContact: string;
  secondaryPhoneSecondaryContact: string;
  primaryEmailSecondaryContact: string;
  secondaryEmailSecondaryContact: string;
  notesSecondaryContact: string;
}

export const PARTNER_FIELDS = [
  'companyName',
  'city',
  'state',
  'namePrimaryContact',
  'primaryPhonePrimaryContact',
  'secondaryPhonePrimaryContact',
  'primaryEmailPrimaryContact',
  'secondaryEmailPrimaryContact',
  'notesPrimaryContact',
  'nameSecondaryContact',
  'primaryPhoneSecondaryContact',
  'secondaryPhoneSecondaryContact',
  'primaryEmailSecondaryContact',
  'secondaryEmailSecondaryContact',
  'notesSecondaryContact',
] as const satisfies readonly (keyof PartnerForm)[];

export const emptyPartnerForm = (): PartnerForm => Object.fromEntries(PARTNER_FIELDS.map((f) => [f, ''])) as unknown as PartnerForm;

/** The form's fields out of a partner record (which carries both forms and more). */
export const partnerFormOf = (record: Partial<Record<keyof PartnerForm, string | null>>): PartnerForm =>
  Object.fromEntries(PARTNER_FIELDS.map((f) => [f, record[f] ?? ''])) as unknown as PartnerForm;

export const trimPartnerForm = (form: PartnerForm): PartnerForm =>
  Object.fromEntries(PARTNER_FIELDS.map((f) => [f, form[f].trim()])) as unknown as PartnerForm;

export const MANDATORY: readonly (keyof PartnerForm)[] = ['companyName', 'state', 'city', 'namePrimaryContact', 'primaryEmailPrimaryContact', 'primaryPhonePrimaryContact'];

/**
 * The first rule the form breaks, in the spec's order (admin-side §5): the mandatory fields, the
 * primary email, the primary phone, any other email, any other phone. Then the lengths the inputs
 * already hold to. Null when the partner can be saved.
 */
export function partnerProblem(input: PartnerForm): string | null {
  const form = trimPartnerForm(input);
  if (MANDATORY.some((field) => form[field] === '')) return Messages.partnerFillMandatoryFields;
  if (!isEmail(form.primaryEmailPrimaryContact)) return Messages.partnerInvalidEmailFormat;
  if (!isPhone(form.primaryPhonePrimaryContact)) return Messages.partnerInvalidPhone;
  const otherEmails = [form.secondaryEmailPrimaryContact, form.primaryEmailSecondaryContact, form.secondaryEmailSecondaryContact];
  if (otherEmails.some((email) => email !== '' && !isEmail(email))) return Messages.partnerInvalidEmailFormat;
  const otherPhones = [form.secondaryPhonePrimaryContact, form.primaryPhoneSecondaryContact, form.secondaryPhoneSecondaryContact];
  if (otherPhones.some((phone) => phone !== '' && !isPhone(phone))) return Messages.partnerInvalidPhone;
  if (form.companyName.length > Limits.companyName) return Messages.partnerCompanyTooLong;
  if (form.city.length > Limits.city) return Messages.cityTooLong;
  if (form.state.length > Limits.state) return Messages.stateTooLong;
  if (form.notesPrimaryContact.length > Limits.contactNotes || form.notesSecondaryContact.length > Limits.contactNotes) return Messages.partnerNotesTooLong;
  return null;
}
