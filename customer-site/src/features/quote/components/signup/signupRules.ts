import { SIGNUP_FIELDS as ALL_FIELDS, signupProblems as sharedSignupProblems, type MessageKey, type SignupField as AnyField } from '@moveday/openapi';
import { said, type FieldProblem } from '@/lib/use-text-form';

/** The form's text fields; the terms box is kept beside them. */
export type SignupField = Exclude<AnyField, 'terms'>;
export type SignupFields = Record<SignupField, string>;

/** The fields in the order they show, which is the order their problems are reported in. */
export const SIGNUP_FIELDS = ALL_FIELDS.filter((name): name is SignupField => name !== 'terms');

/**
 * The rules of customer-side §5 Signup (the shared catalogue's, which the server applies too),
 * the first broken one per text field. Required fields and the terms box are the submit button's job.
 */
export function signupProblems(form: SignupFields): Partial<Record<SignupField, MessageKey>> {
  const { terms: _terms, ...problems } = sharedSignupProblems({ ...form, terms: true });
  return problems;
}

/**
 * A signup the server refused names the failing fields (7001 `fields`): the problems the form
 * shows (its own fields and the terms box, nothing else) and the first field to go back to.
 */
export function refusedFields(fields: Readonly<Record<string, string>> | undefined): {
  problems: Partial<Record<SignupField | 'terms', FieldProblem>>;
  first: SignupField | undefined;
} {
  const named = Object.entries(fields ?? {}).filter(([key]) => key === 'terms' || SIGNUP_FIELDS.includes(key as SignupField));
  return { problems: Object.fromEntries(named.map(([key, words]) => [key, said(words)])), first: SIGNUP_FIELDS.find((name) => fields?.[name] !== undefined) };
}
