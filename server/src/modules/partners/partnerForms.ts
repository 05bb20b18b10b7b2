import {
  COMPANY_TIME_ZONE,
  dayToIso,
  isCalendarDay,
  isoToDay,
  partnerFitnessProblems,
  partnerProblems,
  todayIn,
  type PartnerFitnessField,
} from '@moveday/openapi';
import { validationError } from '../../platform/errors.js';
import * as repo from './partnersRepository.js';
import { CONTACTS, CONTACT_FIELDS, type ContactField, type ContactRole, type PartnerRecord, type PartnerValues } from './partnersRepository.js';
import type { PartnerContactInput, PartnerDetailsInput, PartnerInput } from './partnersTypes.js';

// A partner as the console sends it, in either of its two forms (flat, `primaryPhonePrimaryContact`;
// grouped, `primaryContact.primaryPhone`), read into the partner's values and checked by
// admin-side §5's rules (the shared ones, which the console checks too), the failing fields named
// in the form the request used.

const SUFFIX: Record<ContactRole, string> = { primaryContact: 'PrimaryContact', secondaryContact: 'SecondaryContact' };
type DetailField = 'companyName' | 'state' | 'city';

/** A field of the partner: its flat name (`primaryPhonePrimaryContact`) and grouped path (`primaryContact.primaryPhone`). */
interface FieldRef {
  flat: keyof PartnerInput;
  grouped: string;
  get(values: PartnerValues): string;
}

const detailRef = (field: DetailField): FieldRef => ({ flat: field, grouped: `partnerDetails.${field}`, get: (v) => v[field] });
const contactRef = (role: ContactRole, field: ContactField): FieldRef => ({
  flat: `${field}${SUFFIX[role]}` as keyof PartnerInput,
  grouped: `${role}.${field}`,
  get: (v) => v[role][field],
});

const COMPANY = detailRef('companyName');
const STATE = detailRef('state');
const CITY = detailRef('city');
/** Each contact field's two names, by role. */
export const contact = Object.fromEntries(
  CONTACTS.map((role) => [role, Object.fromEntries(CONTACT_FIELDS.map((field) => [field, contactRef(role, field)]))]),
) as Record<ContactRole, Record<ContactField, FieldRef>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/**
 * One value from the two forms. Where both are sent and differ, the grouped one wins, unless it
 * still holds the stored value: then the flat one is the edit (a record sent back whole).
 */
function pick(grouped: unknown, flat: unknown, stored: string | undefined): string {
  const g = text(grouped);
  const f = text(flat);
  if (g === undefined || f === undefined || g === f) return g ?? f ?? '';
  return stored !== undefined && g === stored ? f : g;
}

/** A fitness value from the two forms, the same way: absent from both, it keeps the stored one (or the default). */
function pickValue<T>(grouped: T | undefined, flat: T | undefined, stored: T | undefined, fallback: T): T {
  const same = (a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
  if (grouped === undefined) return flat === undefined ? (stored ?? fallback) : flat;
  if (flat === undefined || same(grouped, flat)) return grouped;
  return stored !== undefined && same(grouped, stored) ? flat : grouped;
}

/** The fitness as sent (days still as ms, cities untrimmed), for the shared check; `stored` fills what is absent. */
function fitnessOf(input: PartnerInput, stored?: PartnerRecord) {
  const details: PartnerDetailsInput = input.partnerDetails ?? {};
  const storedExpiry = stored ? (stored.insuranceExpires === null ? null : isoToDay(stored.insuranceExpires)) : undefined;
  const cities = pickValue(details.serviceCities, input.serviceCities, stored?.serviceCities, []);
  const licence = pickValue(details.licenceNumber, input.licenceNumber, stored?.licenceNumber, '');
  return {
    serviceCities: (cities ?? []).map((city) => (typeof city === 'string' ? city.trim() : city)),
    crews: pickValue(details.crews, input.crews, stored?.crews, null),
    licenceNumber: typeof licence === 'string' ? licence.trim() : '',
    insuranceExpires: pickValue(details.insuranceExpires, input.insuranceExpires, storedExpiry, null),
  };
}

function valuesOf(input: PartnerInput, stored?: PartnerRecord): PartnerValues {
  const details = input.partnerDetails ?? {};
  const contactOf = (role: ContactRole): repo.ContactValues => {
    const group: PartnerContactInput = input[role] ?? {};
    return Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, pick(group[field], input[contact[role][field].flat], stored?.[role][field])]),
    ) as repo.ContactValues;
  };
  const fitness = fitnessOf(input, stored);
  return {
    companyName: pick(details.companyName, input.companyName, stored?.companyName),
    state: pick(details.state, input.state, stored?.state),
    city: pick(details.city, input.city, stored?.city),
    primaryContact: contactOf('primaryContact'),
    secondaryContact: contactOf('secondaryContact'),
    // In the catalogue's order, each once.
    serviceCities: [...new Set(fitness.serviceCities)],
    crews: fitness.crews,
    licenceNumber: fitness.licenceNumber,
    // A day that is no day is refused by checkFitness; until then it stands as none.
    insuranceExpires: isCalendarDay(fitness.insuranceExpires) ? dayToIso(fitness.insuranceExpires) : null,
  };
}

/** Failing fields are named in the form the request used. */
const usesGroupedForm = (input: PartnerInput) =>
  [input.partnerDetails, input.primaryContact, input.secondaryContact].some((group) => group !== undefined && group !== null);

const FIELD_REFS: FieldRef[] = [COMPANY, CITY, STATE, ...CONTACTS.flatMap((role) => CONTACT_FIELDS.map((field) => contact[role][field]))];

function checkPartner(values: PartnerValues, grouped: boolean): void {
  const flat = Object.fromEntries(FIELD_REFS.map((f) => [f.flat, f.get(values)]));
  const problems = Object.entries(partnerProblems(flat));
  if (problems.length === 0) return;
  const nameOf = (flatName: string) => (grouped ? FIELD_REFS.find((f) => f.flat === flatName)!.grouped : flatName);
  throw validationError(Object.fromEntries(problems.map(([field, message]) => [nameOf(field), message])));
}

/** The dispatch fields as sent, after the spec's rules. */
function checkFitness(input: PartnerInput, stored: PartnerRecord | undefined, grouped: boolean): void {
  const problems = Object.entries(partnerFitnessProblems(fitnessOf(input, stored), todayIn(COMPANY_TIME_ZONE))) as [PartnerFitnessField, string][];
  if (problems.length === 0) return;
  throw validationError(Object.fromEntries(problems.map(([field, message]) => [grouped ? `partnerDetails.${field}` : field, message])));
}

/** The spec's rules first (its messages, in its order), then the dispatch fields. */
export function checkedValues(input: PartnerInput, stored?: PartnerRecord): PartnerValues {
  const grouped = usesGroupedForm(input);
  checkPartner(valuesOf(input, stored), grouped);
  checkFitness(input, stored, grouped);
  return valuesOf(input, stored);
}
