import type { Transaction } from 'sequelize';
import { ErrorCode, partnerProblems, stateCode } from '@moveday/openapi';
import { db } from '../../platform/database.js';
import { conflict, notFound, validationError } from '../../platform/errors.js';
import { databaseId } from '../../platform/databaseId.js';
import { parseListRequest, type ListPage, type ListQuery } from '../../platform/restList.js';
import * as repo from './partnersRepository.js';
import { CONTACTS, CONTACT_FIELDS, type ContactField, type ContactRole, type PartnerRecord, type PartnerValues } from './partnersRepository.js';
import type { Partner, PartnerContactInput, PartnerInput } from './partnersTypes.js';

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

function valuesOf(input: PartnerInput, stored?: PartnerRecord): PartnerValues {
  const details = input.partnerDetails ?? {};
  const contactOf = (role: ContactRole): repo.ContactValues => {
    const group: PartnerContactInput = input[role] ?? {};
    return Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, pick(group[field], input[contact[role][field].flat], stored?.[role][field])]),
    ) as repo.ContactValues;
  };
  return {
    companyName: pick(details.companyName, input.companyName, stored?.companyName),
    state: pick(details.state, input.state, stored?.state),
    city: pick(details.city, input.city, stored?.city),
    primaryContact: contactOf('primaryContact'),
    secondaryContact: contactOf('secondaryContact'),
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

// ---------------------------------------------------------------------------------------------
// Answers

const locationOf = (city: string, state: string) => `${city}, ${stateCode(state) ?? state}`;

export function toPartner(p: PartnerRecord): Partner {
  const flat = Object.fromEntries(
    CONTACTS.flatMap((role) => CONTACT_FIELDS.map((field) => [contact[role][field].flat, p[role][field]])),
  ) as Pick<Partner, 'namePrimaryContact'>;
  return {
    id: p.id,
    partnerID: p.id,
    companyName: p.companyName,
    state: p.state,
    city: p.city,
    location: locationOf(p.city, p.state),
    partnerDetails: { companyName: p.companyName, state: p.state, city: p.city },
    primaryContact: { ...p.primaryContact },
    secondaryContact: { ...p.secondaryContact },
    ...(flat as Omit<Partner, 'id' | 'partnerID' | 'companyName' | 'state' | 'city' | 'location' | 'partnerDetails' | 'primaryContact' | 'secondaryContact' | 'createdAt' | 'updatedAt'>),
    createdAt: p.createdAt.getTime(),
    updatedAt: p.updatedAt.getTime(),
  };
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
export async function listPartners(): Promise<Partner[]> {
  const rows = await repo.findPartnerPage({ criteria: { terms: [] }, sort: 'companyName', order: 'ASC', offset: 0, limit: null });
  return rows.map(toPartner);
}

/** ra-data-simple-rest's page: sorted, filtered (`q`, `id`) and ranged by the database. */
export async function listPartnerPage(query: ListQuery): Promise<ListPage<Partner>> {
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
  return { rows: rows.map(toPartner), offset: list.offset, total };
}

export async function getPartner(id: string): Promise<Partner> {
  return toPartner(await livePartner(id));
}

export async function addPartner(input: PartnerInput): Promise<Partner> {
  const values = valuesOf(input);
  checkPartner(values, usesGroupedForm(input));
  const written = await repo.insertPartner(values);
  if (!written.ok) throw duplicate(values);
  return toPartner(written.partner);
}

/** Saves the whole partner as edited. Orders already assigned keep the name they were assigned under. */
export async function editPartner(id: string, input: PartnerInput): Promise<Partner> {
  const stored = await livePartner(id);
  const values = valuesOf(input, stored);
  checkPartner(values, usesGroupedForm(input));
  const written = await repo.updatePartner(stored.id, values);
  if (!written.ok) throw written.reason === 'duplicate' ? duplicate(values) : partnerNotFound();
  return toPartner(written.partner);
}

/** What the partners module asks of others when a partner is deleted, inside the delete's transaction. */
export interface PartnerHooks {
  /** How many orders assigned to the partner are still open (status partnerassigned): the orders module's count. */
  countActiveAssignments(partnerId: string, transaction: Transaction): Promise<number>;
  /** Removes the partner's sign-ins: the users module's. */
  removeSignIns(partnerId: string, transaction: Transaction): Promise<void>;
}

let hooks: PartnerHooks | undefined;

/**
 * Handed in at start (as the auth plumbing is handed `findPrincipal`), so that partners depends on
 * no module while orders and users may depend on partners.
 */
export function configurePartners(partnerHooks: PartnerHooks): void {
  hooks = partnerHooks;
}

/**
 * Deletes a partner no order is waiting on. While orders are assigned to it (status
 * partnerassigned) it is refused with 409; completed and cancelled orders keep its name; its
 * sign-ins go with it. The partner's row is locked first, so that an assignment running at the
 * same moment either finishes before the count (and the delete is refused) or finds the partner gone.
 */
export async function deletePartner(id: string): Promise<Partner> {
  const target = await livePartner(id);
  if (!hooks) throw new Error('Partners not configured');
  const { countActiveAssignments, removeSignIns } = hooks;
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

/** A partner as an assignment needs it: who it is, and where its jobs are mailed. */
export interface AssignablePartner {
  id: string;
  companyName: string;
  /** The primary contact's name. */
  contactName: string;
  /** The primary contact's email (or its second one); null when the partner has none. */
  email: string | null;
}

/** For an assignment: a live partner, or null. Inside a transaction its row is share-locked until the end. */
export async function findPartner(id: string, transaction?: Transaction): Promise<AssignablePartner | null> {
  const key = databaseId(id);
  const found = key ? await repo.findLivePartner(key, transaction, 'share') : null;
  if (!found) return null;
  const { name, primaryEmail, secondaryEmail } = found.primaryContact;
  return { id: found.id, companyName: found.companyName, contactName: name, email: primaryEmail || secondaryEmail || null };
}
