import { isEmail, isName, isPhone, Limits } from './limits.js';
import type { MessageKey } from './messages.js';
import { textProblem } from './text.js';

/** customer-side §5: 6 to 20 characters, and the confirmation equal to it. */
export function passwordProblems(password: string, confirmPassword: string): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  if (password.length < Limits.passwordMin || password.length > Limits.passwordMax) problems.password = 'passwordMinLength';
  else if (textProblem(password)) problems.password = 'textNotStorable';
  else if (password !== confirmPassword) problems.confirmPassword = 'passwordsDoNotMatch';
  return problems;
}

export interface SignupFields {
  firstName: string;
  lastName: string;
  userEmail: string;
  userPhone: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}
export type SignupField = keyof SignupFields;

/** The fields in the order the form shows them, which is the order their problems are reported in. */
export const SIGNUP_FIELDS: readonly SignupField[] = ['firstName', 'lastName', 'userEmail', 'userPhone', 'password', 'confirmPassword', 'terms'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * customer-side §5 Signup, for the 'Book My Move' form and the server alike: each failing field
 * with the first rule it breaks (required first).
 */
export function signupProblems(details: Partial<Record<SignupField, unknown>>): Partial<Record<SignupField, MessageKey>> {
  const problems: Partial<Record<SignupField, MessageKey>> = {};
  const flag = (field: SignupField, message: MessageKey) => {
    problems[field] ??= message;
  };
  for (const field of SIGNUP_FIELDS) {
    if (field === 'terms') continue;
    const value = field === 'password' || field === 'confirmPassword' ? details[field] : text(details[field]);
    if (typeof value !== 'string' || value === '') flag(field, 'fillMandatoryFields');
  }
  for (const field of ['firstName', 'lastName'] as const) {
    const name = text(details[field]);
    if (!isName(name)) flag(field, 'nameCharactersOnly');
    else if (name.length > Limits.name) flag(field, 'nameTooLong');
  }
  if (!isEmail(text(details.userEmail))) flag('userEmail', 'invalidEmail');
  if (!isPhone(text(details.userPhone))) flag('userPhone', 'invalidPhone');
  const password = typeof details.password === 'string' ? details.password : '';
  const confirmPassword = typeof details.confirmPassword === 'string' ? details.confirmPassword : '';
  for (const [field, message] of Object.entries(passwordProblems(password, confirmPassword))) flag(field as SignupField, message);
  if (details.terms !== true) flag('terms', 'acceptTerms');
  return problems;
}
