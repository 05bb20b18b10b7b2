import type { Transaction } from 'sequelize';
import {
  COMPANY_TIME_ZONE,
  DAY_MS,
  ErrorCode,
  WEEKDAYS,
  dayProblem,
  dayToIso,
  formatDay,
  isCalendarDay,
  isoToDay,
  mondayOf,
  partnerFitnessProblems,
  partnerProblems,
  stateCode,
  todayIn,
  weekdayOf,
  type PartnerFitnessField,
} from '@moveday/openapi';
import { db } from '../../platform/database.js';
import { conflict, notFound, validationError } from '../../platform/errors.js';
import { databaseId } from '../../platform/databaseId.js';
import { parseListRequest, type ListPage, type ListQuery } from '../../platform/restList.js';
import type { PartnerPorts } from './ports.js';
import { scheduleInsuranceReminders } from './insuranceReminders.js';
import * as repo from './partnersRepository.js';
import {
  CONTACTS,
  CONTACT_FIELDS,
  type ContactField,
  type ContactRole,
  type DayOffRecord,
  type FitnessValues,
  type PartnerRecord,
  type PartnerValues,
} from './partnersRepository.js';
import type { DaysOffAnswer, Partner, PartnerContactInput, PartnerDetailsInput, PartnerInput, PartnerLoad } from './partnersTypes.js';

const partnerNotFound = () => notFound('partnerNotFound');

// ---------------------------------------------------------------------------------------------
// The two forms

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
const contact = Object.fromEntries(
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

// ---------------------------------------------------------------------------------------------
// Admin-side §5, Add and edit partner: the shared rules (the console checks the same ones), the
// failing fields named in the form the request used.

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

// ---------------------------------------------------------------------------------------------
// Answers

const locationOf = (city: string, state: string) => `${city}, ${stateCode(state) ?? state}`;

const NO_LOAD: PartnerLoad = { thisWeek: 0, nextWeek: 0, daysAtCapacity: 0 };

const NO_RATINGS = { ratingAverage: null, ratingCount: 0 };

export function toPartner(p: PartnerRecord, load: PartnerLoad = NO_LOAD, ratings: Pick<Partner, 'ratingAverage' | 'ratingCount'> = NO_RATINGS): Partner {
  const flat = Object.fromEntries(CONTACTS.flatMap((role) => CONTACT_FIELDS.map((field) => [contact[role][field].flat, p[role][field]]))) as Pick<
    Partner,
    'namePrimaryContact'
  >;
  const fitness = {
    serviceCities: [...p.serviceCities],
    crews: p.crews,
    licenceNumber: p.licenceNumber,
    insuranceExpires: p.insuranceExpires === null ? null : isoToDay(p.insuranceExpires),
  };
  return {
    id: p.id,
    partnerID: p.id,
    companyName: p.companyName,
    state: p.state,
    city: p.city,
    location: locationOf(p.city, p.state),
    ...fitness,
    partnerDetails: { companyName: p.companyName, state: p.state, city: p.city, ...fitness, serviceCities: [...fitness.serviceCities] },
    primaryContact: { ...p.primaryContact },
    secondaryContact: { ...p.secondaryContact },
    ...(flat as Omit<
      Partner,
      | 'id'
      | 'partnerID'
      | 'companyName'
      | 'state'
      | 'city'
      | 'location'
      | 'partnerDetails'
      | 'primaryContact'
      | 'secondaryContact'
      | 'createdAt'
      | 'updatedAt'
      | 'load'
      | 'ratingAverage'
      | 'ratingCount'
      | keyof typeof fitness
    >),
    load,
    ...ratings,
    createdAt: p.createdAt.getTime(),
    updatedAt: p.updatedAt.getTime(),
  };
}

// ---------------------------------------------------------------------------------------------
// Load: the partner list's view of how busy each partner is

/** The partners' load in this week and the next (Monday to Sunday, Denver's calendar). */
async function loadsOf(ports: PartnerPorts, partners: PartnerRecord[]): Promise<Map<string, PartnerLoad>> {
  const loads = new Map<string, PartnerLoad>();
  if (partners.length === 0) return loads;
  const monday = mondayOf(todayIn(COMPANY_TIME_ZONE));
  const nextMonday = monday + 7 * DAY_MS;
  const jobs = await ports.jobsPerDay(
    partners.map((p) => p.id),
    dayToIso(monday),
    dayToIso(nextMonday + 6 * DAY_MS),
  );
  for (const p of partners) loads.set(p.id, { ...NO_LOAD });
  const crewsOf = new Map(partners.map((p) => [p.id, p.crews]));
  for (const { partnerId, day, jobs: count } of jobs) {
    const load = loads.get(partnerId)!;
    if (isoToDay(day) < nextMonday) load.thisWeek += count;
    else load.nextWeek += count;
    const crews = crewsOf.get(partnerId);
    if (crews != null && count >= crews) load.daysAtCapacity += 1;
  }
  return loads;
}

/** The partners with their load and their customers' ratings (the orders module's). */
async function withLoads(ports: PartnerPorts, partners: PartnerRecord[]): Promise<Partner[]> {
  const [loads, ratings] = await Promise.all([loadsOf(ports, partners), ports.ratingsOf(partners.map((p) => p.id))]);
  return partners.map((p) => toPartner(p, loads.get(p.id), ratings.get(p.id)));
}

const duplicate = (v: PartnerValues) =>
  conflict(ErrorCode.partnerDuplicate, 'partnerDuplicate', { company: v.companyName, location: locationOf(v.city, v.state) });

// ---------------------------------------------------------------------------------------------
// Use cases

async function livePartner(id: unknown): Promise<PartnerRecord> {
  const key = databaseId(id);
  const found = key ? await repo.findLivePartner(key) : null;
  if (!found) throw partnerNotFound();
  return found;
}

/** Every partner, by company name: the Settings list and the Assign Partner dialog. */
export async function listPartners(ports: PartnerPorts): Promise<Partner[]> {
  const rows = await repo.findPartnerPage({ criteria: { terms: [] }, sort: 'companyName', order: 'ASC', offset: 0, limit: null });
  return withLoads(ports, rows);
}

/** ra-data-simple-rest's page: sorted, filtered (`q`, `id`) and ranged by the database. */
export async function listPartnerPage(ports: PartnerPorts, query: ListQuery): Promise<ListPage<Partner>> {
  const list = parseListRequest(query, {
    sortable: ['companyName', 'location', 'city', 'state', 'createdAt', 'updatedAt'],
    defaultSort: ['companyName', 'ASC'],
    filters: {},
  });
  const criteria: repo.PartnerCriteria = { terms: list.terms, ids: list.ids };
  const [rows, total] = await Promise.all([
    repo.findPartnerPage({ criteria, sort: list.sortField, order: list.sortOrder, offset: list.offset, limit: list.limit }),
    repo.countPartners(criteria),
  ]);
  return { rows: await withLoads(ports, rows), offset: list.offset, total };
}

export async function getPartner(ports: PartnerPorts, id: string): Promise<Partner> {
  return (await withLoads(ports, [await livePartner(id)]))[0]!;
}

/** The spec's rules first (its messages, in its order), then the dispatch fields. */
function checkedValues(input: PartnerInput, stored?: PartnerRecord): PartnerValues {
  const grouped = usesGroupedForm(input);
  checkPartner(valuesOf(input, stored), grouped);
  checkFitness(input, stored, grouped);
  return valuesOf(input, stored);
}

export async function addPartner(ports: PartnerPorts, input: PartnerInput): Promise<Partner> {
  const values = checkedValues(input);
  const partner = await db().transaction(async (transaction) => {
    const written = await repo.insertPartner(values, transaction);
    if (!written.ok) throw duplicate(values);
    await scheduleInsuranceReminders(written.partner, transaction);
    return written.partner;
  });
  return getPartner(ports, partner.id);
}

/** Saves the whole partner as edited. Orders already assigned keep the name they were assigned under. */
export async function editPartner(ports: PartnerPorts, id: string, input: PartnerInput): Promise<Partner> {
  const stored = await livePartner(id);
  const values = checkedValues(input, stored);
  await db().transaction(async (transaction) => {
    const written = await repo.updatePartner(stored.id, values, transaction);
    if (!written.ok) throw written.reason === 'duplicate' ? duplicate(values) : partnerNotFound();
    if (written.partner.insuranceExpires !== stored.insuranceExpires) await scheduleInsuranceReminders(written.partner, transaction);
  });
  return getPartner(ports, stored.id);
}

/**
 * Deletes a partner no order is waiting on. While orders are assigned to it (status
 * partnerassigned) it is refused with 409; completed and cancelled orders keep its name; its
 * sign-ins go with it. The partner's row is locked first, so that an assignment running at the
 * same moment either finishes before the count (and the delete is refused) or finds the partner gone.
 */
export async function deletePartner(ports: PartnerPorts, id: string): Promise<Partner> {
  const target = await livePartner(id);
  const { countActiveAssignments, removeSignIns } = ports;
  await db().transaction(async (transaction) => {
    const locked = await repo.findLivePartner(target.id, transaction, 'update');
    if (!locked) throw partnerNotFound();
    const active = await countActiveAssignments(locked.id, transaction);
    if (active > 0) {
      throw active === 1
        ? conflict(ErrorCode.partnerInUse, 'partnerInUseOneOrder', { company: locked.companyName })
        : conflict(ErrorCode.partnerInUse, 'partnerInUse', { company: locked.companyName, count: active });
    }
    await removeSignIns(locked.id, transaction);
    await repo.softDeletePartner(locked.id, transaction);
  });
  return toPartner(target);
}

/** A partner as an assignment needs it: who it is, where its jobs are mailed, and what it is fit for. */
export interface AssignablePartner extends FitnessValues {
  id: string;
  /** "City, ST" */
  location: string;
  companyName: string;
  /** The primary contact's name. */
  contactName: string;
  /** The primary contact's email (or its second one); null when the partner has none. */
  email: string | null;
}

/** For an assignment: a live partner, or null. Inside a transaction its row is share-locked until the end. */
export async function findPartner(id: string, transaction?: Transaction, lock: 'share' | 'update' = 'share'): Promise<AssignablePartner | null> {
  const key = databaseId(id);
  const found = key ? await repo.findLivePartner(key, transaction, lock) : null;
  return found ? assignable(found) : null;
}

function assignable(found: PartnerRecord): AssignablePartner {
  const { name, primaryEmail, secondaryEmail } = found.primaryContact;
  const { serviceCities, crews, licenceNumber, insuranceExpires } = found;
  return {
    id: found.id,
    companyName: found.companyName,
    location: locationOf(found.city, found.state),
    contactName: name,
    email: primaryEmail || secondaryEmail || null,
    serviceCities: [...serviceCities],
    crews,
    licenceNumber,
    insuranceExpires,
  };
}

/** Every live partner as an assignment needs it, by company name (the assign dialog, the calendar). */
export async function listAssignablePartners(ids?: string[]): Promise<AssignablePartner[]> {
  const rows = await repo.findPartnerPage({ criteria: { terms: [], ids }, sort: 'companyName', order: 'ASC', offset: 0, limit: null });
  return rows.map(assignable);
}

/** Whether the partner is off that day (YYYY-MM-DD). */
export const isDayOff = (partnerId: string, day: string, transaction?: Transaction): Promise<boolean> => repo.isDayOff(partnerId, day, transaction);

/** These partners' days off from `from` to `to` (YYYY-MM-DD). */
export const daysOffOf = (partnerIds: string[], from: string, to: string) => repo.findDaysOffOf(partnerIds, from, to);

// ---------------------------------------------------------------------------------------------
// Days off: set by an admin in the console, or by the partner in its own area

const daysOffAnswer = (days: DayOffRecord[]): DaysOffAnswer => ({ daysOff: days.map((d) => ({ day: isoToDay(d.day), setBy: d.setBy })) });
const companyToday = () => todayIn(COMPANY_TIME_ZONE);

export async function listDaysOff(partnerId: string): Promise<DaysOffAnswer> {
  const partner = await livePartner(partnerId);
  return daysOffAnswer(await repo.findDaysOff(partner.id, dayToIso(companyToday())));
}

/**
 * Marks a day off: today or later. Refused while the partner has a job that day (offered or
 * accepted): the admin reassigns it first. The partner's row is locked, so an assignment running
 * at the same moment either comes first (and this is refused) or finds the day off.
 */
export async function addDayOff(ports: PartnerPorts, partnerId: string, day: unknown, setBy: DayOffRecord['setBy']): Promise<DaysOffAnswer> {
  const partner = await livePartner(partnerId);
  const today = companyToday();
  if (!isCalendarDay(day)) throw validationError({ day: { key: 'notACalendarDay' } });
  if (day < today) throw validationError({ day: { key: 'dayOffInPast' } });
  const problem = dayProblem(day, today);
  if (problem) throw validationError({ day: problem });
  const iso = dayToIso(day);
  await db().transaction(async (transaction) => {
    const locked = await repo.findLivePartner(partner.id, transaction, 'update');
    if (!locked) throw partnerNotFound();
    const job = await ports.jobOnDay(locked.id, iso, transaction);
    if (job) {
      const params = { weekday: WEEKDAYS[weekdayOf(day)]!, date: formatDay(day), moveID: job.moveNumber };
      throw setBy === 'partner'
        ? conflict(ErrorCode.jobOnDayOff, 'jobOnDayOffOwn', params)
        : conflict(ErrorCode.jobOnDayOff, 'jobOnDayOff', { ...params, company: locked.companyName });
    }
    await repo.insertDayOff(locked.id, iso, setBy, transaction);
  });
  return listDaysOff(partner.id);
}

export async function removeDayOff(partnerId: string, day: unknown): Promise<DaysOffAnswer> {
  const partner = await livePartner(partnerId);
  if (!isCalendarDay(day)) throw validationError({ day: { key: 'notACalendarDay' } });
  await repo.deleteDayOff(partner.id, dayToIso(day));
  return listDaysOff(partner.id);
}
