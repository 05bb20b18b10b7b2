import { PARTNER_FIELDS, formatMessage, partnerProblems, trimPartnerForm, type PartnerField, type PartnerForm } from '@moveday/openapi';
import { dispatchBody, dispatchProblem, type DispatchBody, type DispatchField, type DispatchForm } from './dispatchForm';

// The form and its rules are the shared catalogue's: the server checks the same ones.
export { trimPartnerForm, type PartnerForm };

export const emptyPartnerForm = (): PartnerForm => trimPartnerForm({});

/** The form's fields out of a partner record (which carries both forms and more). */
export const partnerFormOf = (record: Partial<Record<PartnerField, string | null>>): PartnerForm =>
  Object.fromEntries(PARTNER_FIELDS.map((f) => [f, record[f] ?? ''])) as PartnerForm;

/** The message of the first rule the form breaks (admin-side §5, in its order), or null when it can be saved. */
export const partnerProblem = (form: PartnerForm): string | null => {
  const key = Object.values(partnerProblems(form))[0];
  return key === undefined ? null : formatMessage(key);
};

/** The message of the first rule Add or Edit Partner breaks: the spec's fields first, then the Dispatch section's. */
export const partnerFormProblem = (form: PartnerForm, dispatch: DispatchForm): string | null => partnerProblem(form) ?? dispatchProblem(dispatch);

/** What Add and Edit Partner send: the spec's flat fields, trimmed, and the Dispatch section's beside them. */
export const partnerBody = (form: PartnerForm, dispatch: DispatchForm): PartnerForm & DispatchBody => ({ ...trimPartnerForm(form), ...dispatchBody(dispatch) });

const DISPATCH_FIELDS: readonly DispatchField[] = ['serviceCities', 'crews', 'licenceNumber', 'insuranceExpires'];

/** The Dispatch fields a refused save names (a 400's `fields`, flat or under partnerDetails), each with the server's message. */
export function dispatchErrorsOf(error: unknown): Partial<Record<DispatchField, string>> {
  const { status, fields } = (error ?? {}) as { status?: number; fields?: Record<string, string> };
  if (status !== 400 || !fields) return {};
  const named = Object.entries(fields).map(
    ([key, message]) =>
      [
        key
          .replace(/\[\d+\]$/, '')
          .split('.')
          .at(-1) ?? key,
        message,
      ] as const,
  );
  return Object.fromEntries(named.filter(([key]) => (DISPATCH_FIELDS as readonly string[]).includes(key)));
}
