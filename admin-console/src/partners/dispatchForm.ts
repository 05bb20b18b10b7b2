import { COMPANY_TIME_ZONE, SERVED_CITY_NAMES, formatMessage, partnerFitnessProblems, todayIn, type PartnerFitnessField } from '@moveday/openapi';

/**
 * The Dispatch section of Add and Edit Partner as the form holds it: crews as typed (blank = no
 * daily limit), the insurance expiry as a calendar day (UTC midnight ms) or null when not on file.
 */
export interface DispatchForm {
  serviceCities: string[];
  crews: string;
  licenceNumber: string;
  insuranceExpires: number | null;
}
export type DispatchField = PartnerFitnessField;

/** What a partner record carries of it. */
export interface DispatchRecord {
  serviceCities: string[];
  crews: number | null;
  licenceNumber: string;
  insuranceExpires: number | null;
}

/** The flat fields the add and edit calls take beside the spec's. */
export type DispatchBody = DispatchRecord;

/** A new partner serves every area, has no daily limit, and has no licence or insurance on file. */
export const emptyDispatchForm = (): DispatchForm => ({ serviceCities: [], crews: '', licenceNumber: '', insuranceExpires: null });

export const dispatchFormOf = (record: DispatchRecord): DispatchForm => ({
  serviceCities: inCatalogueOrder(record.serviceCities),
  crews: record.crews === null ? '' : String(record.crews),
  licenceNumber: record.licenceNumber,
  insuranceExpires: record.insuranceExpires,
});

/** The cities in the catalogue's order, unknown ones last (the server names them). */
export const inCatalogueOrder = (cities: readonly string[]): string[] => {
  const rank = (city: string) => (SERVED_CITY_NAMES.includes(city) ? SERVED_CITY_NAMES.indexOf(city) : SERVED_CITY_NAMES.length);
  return [...new Set(cities)].sort((a, b) => rank(a) - rank(b));
};

/** What the crews field may hold while typing: digits only (a sign, a point or an exponent never is a crew count). */
export const isCrewsTyping = (text: string): boolean => /^\d*$/.test(text);

/** The crews as sent: null for blank, else the whole number typed (checked by dispatchProblems). */
export const crewsOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** Today where MoveDay keeps its books (its office's zone: days off and weeks are counted there). */
export const companyToday = (now: Date = new Date()): number => todayIn(COMPANY_TIME_ZONE, now);

/**
 * Each field the Dispatch section breaks, with its message: the catalogue's rule, the one the server
 * checks (an insurance day may be past: an expired one may be on file). Empty when it can be saved.
 */
export const dispatchProblems = (form: DispatchForm, today: number = companyToday()): Partial<Record<DispatchField, string>> =>
  Object.fromEntries(Object.entries(partnerFitnessProblems(dispatchBody(form), today)).map(([field, key]) => [field, formatMessage(key)]));

export const dispatchProblem = (form: DispatchForm, today?: number): string | null => Object.values(dispatchProblems(form, today))[0] ?? null;

export const dispatchBody = (form: DispatchForm): DispatchBody => ({
  serviceCities: inCatalogueOrder(form.serviceCities),
  crews: crewsOf(form.crews),
  licenceNumber: form.licenceNumber.trim(),
  insuranceExpires: form.insuranceExpires,
});
