import { PARTNER_FIELDS, partnerProblems, trimPartnerForm, type PartnerField, type PartnerForm } from '@moveday/openapi';

// The form and its rules are the shared catalogue's: the server checks the same ones.
export { trimPartnerForm, type PartnerForm };

export const emptyPartnerForm = (): PartnerForm => trimPartnerForm({});

/** The form's fields out of a partner record (which carries both forms and more). */
export const partnerFormOf = (record: Partial<Record<PartnerField, string | null>>): PartnerForm =>
  Object.fromEntries(PARTNER_FIELDS.map((f) => [f, record[f] ?? ''])) as PartnerForm;

/** The message of the first rule the form breaks (admin-side §5, in its order), or null when it can be saved. */
export const partnerProblem = (form: PartnerForm): string | null => Object.values(partnerProblems(form))[0] ?? null;
