import { SERVICE_AREAS, dayProblem, todayIn } from '@moveday/openapi';

/** The served cities in the catalogue's order (by state, then as listed): the only valid service cities. */
export const SERVED_CITIES: readonly string[] = SERVICE_AREAS.flatMap((area) => area.cities.map((city) => city.name));

export const CREWS_MIN = 1;
export const CREWS_MAX = 50;
export const LICENCE_MAX = 40;

// The server's words (issue 17's contract); it is the authority and answers the same on a 400.
export const DispatchMessages = {
  serviceCityUnknown: 'Pick service cities from the areas we serve: {city} is not one.',
  crewsInvalid: 'Crews must be a whole number from 1 to 50, or blank for no daily limit',
  licenceTooLong: 'Licence number can be at most 40 characters',
} as const;

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
export type DispatchField = keyof DispatchForm;

/** What a partner record carries of it (absent on a server that predates issue 17). */
export interface DispatchRecord {
  serviceCities?: string[] | null;
  crews?: number | null;
  licenceNumber?: string | null;
  insuranceExpires?: number | null;
}

/** The flat fields the add and edit calls take beside the spec's. */
export interface DispatchBody {
  serviceCities: string[];
  crews: number | null;
  licenceNumber: string;
  insuranceExpires: number | null;
}

/** A new partner serves every area, has no daily limit, and has no licence or insurance on file. */
export const emptyDispatchForm = (): DispatchForm => ({ serviceCities: [], crews: '', licenceNumber: '', insuranceExpires: null });

export const dispatchFormOf = (record: DispatchRecord): DispatchForm => ({
  serviceCities: inCatalogueOrder(record.serviceCities ?? []),
  crews: record.crews === null || record.crews === undefined ? '' : String(record.crews),
  licenceNumber: record.licenceNumber ?? '',
  insuranceExpires: record.insuranceExpires ?? null,
});

/** The cities in the catalogue's order, unknown ones last (the server names them). */
export const inCatalogueOrder = (cities: readonly string[]): string[] => {
  const rank = (city: string) => (SERVED_CITIES.includes(city) ? SERVED_CITIES.indexOf(city) : SERVED_CITIES.length);
  return [...new Set(cities)].sort((a, b) => rank(a) - rank(b));
};

/** What the crews field may hold while typing: digits only (a sign, a point or an exponent never is a crew count). */
export const isCrewsTyping = (text: string): boolean => /^\d*$/.test(text);

/** The crews as sent: null for blank, else the whole number typed (checked by dispatchProblems). */
export const crewsOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** Today where MoveDay keeps its books (weeks and days off are counted in Denver). */
export const companyToday = (now: Date = new Date()): number => todayIn('America/Denver', now);

/**
 * Each field the Dispatch section breaks, with the server's message; empty when it can be saved.
 * The insurance expiry is any calendar day in the usual window (an expired one may be on file).
 */
export function dispatchProblems(form: DispatchForm, today: number = companyToday()): Partial<Record<DispatchField, string>> {
  const problems: Partial<Record<DispatchField, string>> = {};
  const unknown = form.serviceCities.find((city) => !SERVED_CITIES.includes(city));
  if (unknown !== undefined) problems.serviceCities = DispatchMessages.serviceCityUnknown.replace('{city}', unknown);
  const crews = form.crews.trim();
  if (crews !== '' && !(/^\d+$/.test(crews) && Number(crews) >= CREWS_MIN && Number(crews) <= CREWS_MAX)) problems.crews = DispatchMessages.crewsInvalid;
  if (form.licenceNumber.trim().length > LICENCE_MAX) problems.licenceNumber = DispatchMessages.licenceTooLong;
  const insurance = form.insuranceExpires === null ? undefined : dayProblem(form.insuranceExpires, today);
  if (insurance !== undefined) problems.insuranceExpires = insurance;
  return problems;
}

export const dispatchProblem = (form: DispatchForm, today?: number): string | null => Object.values(dispatchProblems(form, today))[0] ?? null;

export const dispatchBody = (form: DispatchForm): DispatchBody => ({
  serviceCities: inCatalogueOrder(form.serviceCities),
  crews: crewsOf(form.crews),
  licenceNumber: form.licenceNumber.trim(),
  insuranceExpires: form.insuranceExpires,
});
