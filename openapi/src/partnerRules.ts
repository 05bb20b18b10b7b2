import { SERVED_CITY_NAMES } from './catalogue.js';
import { dayProblem, isEmail, isPhone, isWholeNumberIn, Limits, Ranges } from './limits.js';
import type { MessageKey } from './messages.js';
import { isStorableText } from './text.js';

/** A partner in the spec's flat field form (admin-side §3): the console's form, and the server's check. */
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
] as const;
export type PartnerField = (typeof PARTNER_FIELDS)[number];
export type PartnerForm = Record<PartnerField, string>;

const MANDATORY: readonly PartnerField[] = ['companyName', 'state', 'city', 'namePrimaryContact', 'primaryEmailPrimaryContact', 'primaryPhonePrimaryContact'];
const OTHER_EMAILS: readonly PartnerField[] = ['secondaryEmailPrimaryContact', 'primaryEmailSecondaryContact', 'secondaryEmailSecondaryContact'];
const OTHER_PHONES: readonly PartnerField[] = ['secondaryPhonePrimaryContact', 'primaryPhoneSecondaryContact', 'secondaryPhoneSecondaryContact'];
const LIMITS: ReadonlyArray<[PartnerField, number, MessageKey]> = [
  ['companyName', Limits.companyName, 'partnerCompanyTooLong'],
  ['city', Limits.city, 'cityTooLong'],
  ['state', Limits.state, 'stateTooLong'],
  ['namePrimaryContact', Limits.name, 'nameTooLong'],
  ['nameSecondaryContact', Limits.name, 'nameTooLong'],
  ['notesPrimaryContact', Limits.contactNotes, 'partnerNotesTooLong'],
  ['notesSecondaryContact', Limits.contactNotes, 'partnerNotesTooLong'],
];

/**
 * Admin-side §5, Add and edit partner, in the spec's order: mandatory fields, the primary email,
 * the primary phone, any other email, any other phone; then text we cannot store; then the lengths.
 */
const STEPS: ReadonlyArray<[MessageKey, (form: PartnerForm) => PartnerField[]]> = [
  ['partnerFillMandatoryFields', (f) => MANDATORY.filter((field) => f[field] === '')],
  ['partnerInvalidEmailFormat', (f) => (isEmail(f.primaryEmailPrimaryContact) ? [] : ['primaryEmailPrimaryContact'])],
  ['partnerInvalidPhone', (f) => (isPhone(f.primaryPhonePrimaryContact) ? [] : ['primaryPhonePrimaryContact'])],
  ['partnerInvalidEmailFormat', (f) => OTHER_EMAILS.filter((field) => f[field] !== '' && !isEmail(f[field]))],
  ['partnerInvalidPhone', (f) => OTHER_PHONES.filter((field) => f[field] !== '' && !isPhone(f[field]))],
];

export const trimPartnerForm = (form: Partial<Record<PartnerField, string | null>>): PartnerForm =>
  Object.fromEntries(PARTNER_FIELDS.map((field) => [field, (form[field] ?? '').trim()])) as PartnerForm;

/** The fields of the first rule the partner breaks, each with its message; empty when it can be saved. */
export function partnerProblems(input: Partial<Record<PartnerField, string | null>>): Partial<Record<PartnerField, MessageKey>> {
  const form = trimPartnerForm(input);
  for (const [message, failing] of STEPS) {
    const fields = failing(form);
    if (fields.length > 0) return Object.fromEntries(fields.map((field) => [field, message]));
  }
  const unstorable = PARTNER_FIELDS.filter((field) => !isStorableText(form[field]));
  if (unstorable.length > 0) return Object.fromEntries(unstorable.map((field) => [field, 'textNotStorable']));
  return Object.fromEntries(LIMITS.filter(([field, max]) => form[field].length > max).map(([field, , message]) => [field, message]));
}

/**
 * What makes a partner fit for a job (DESIGN §10, dispatch): where it works, how many moves a day,
 * its licence and its insurance's last day. Empty service cities = every area; null crews = no
 * daily limit; null insurance = not on file.
 */
export interface PartnerFitnessForm {
  serviceCities: readonly string[];
  crews: number | null;
  licenceNumber: string;
  /** UTC-midnight ms. */
  insuranceExpires: number | null;
}
export type PartnerFitnessField = keyof PartnerFitnessForm;

/** Each fitness field that breaks its rule, with its message; empty when it can be saved. `today`: UTC-midnight ms. */
export function partnerFitnessProblems(form: PartnerFitnessForm, today: number): Partial<Record<PartnerFitnessField, MessageKey>> {
  const problems: Partial<Record<PartnerFitnessField, MessageKey>> = {};
  if (!Array.isArray(form.serviceCities) || form.serviceCities.some((city) => !SERVED_CITY_NAMES.includes(city))) {
    problems.serviceCities = 'partnerServiceCityUnknown';
  }
  if (form.crews !== null && !isWholeNumberIn(form.crews, Ranges.crews)) problems.crews = 'partnerCrewsRange';
  if (typeof form.licenceNumber !== 'string' || !isStorableText(form.licenceNumber)) problems.licenceNumber = 'textNotStorable';
  else if (form.licenceNumber.length > Limits.licenceNumber) problems.licenceNumber = 'partnerLicenceTooLong';
  const insurance = form.insuranceExpires === null ? undefined : dayProblem(form.insuranceExpires, today);
  if (insurance) problems.insuranceExpires = insurance;
  return problems;
}
