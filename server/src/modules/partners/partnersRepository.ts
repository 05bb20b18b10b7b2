import { Op, UniqueConstraintError, fn, col, type Order, type Transaction, type WhereOptions } from 'sequelize';
import { PartnerModel } from './models.js';

export const CONTACT_FIELDS = ['name', 'primaryPhone', 'secondaryPhone', 'primaryEmail', 'secondaryEmail', 'notes'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export const CONTACTS = ['primaryContact', 'secondaryContact'] as const;
export type ContactRole = (typeof CONTACTS)[number];

/** What makes a partner fit for a job (dispatch). */
export interface FitnessValues {
  /** Served city names; empty = every area. */
  serviceCities: string[];
  /** Moves a day; null = no daily limit. */
  crews: number | null;
  licenceNumber: string;
  /** The insurance's last day (YYYY-MM-DD); null = not on file. */
  insuranceExpires: string | null;
}

/** A partner's own fields, checked and trimmed; '' where an optional field is not given. */
export interface PartnerValues extends FitnessValues {
  companyName: string;
  state: string;
  city: string;
  primaryContact: ContactValues;
  secondaryContact: ContactValues;
}

/** A live partner as the module's services see it: plain values, no Sequelize inside. */
export interface PartnerRecord extends PartnerValues {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

/** `primaryContact` + `primaryPhone` is the model's `primaryContactPrimaryPhone`. */
const attribute = (role: ContactRole, field: ContactField) => `${role}${field[0]!.toUpperCase()}${field.slice(1)}` as keyof PartnerModel;

function toRecord(m: PartnerModel): PartnerRecord {
  const contact = (role: ContactRole) => Object.fromEntries(CONTACT_FIELDS.map((field) => [field, m.get(attribute(role, field)) as string])) as ContactValues;
  return {
    id: m.id,
    companyName: m.companyName,
    state: m.state,
    city: m.city,
    primaryContact: contact('primaryContact'),
    secondaryContact: contact('secondaryContact'),
    serviceCities: [...m.serviceCities],
    crews: m.crews,
    licenceNumber: m.licenceNumber,
    insuranceExpires: m.insuranceExpires,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}

function toColumns(values: PartnerValues) {
  const { companyName, state, city, serviceCities, crews, licenceNumber, insuranceExpires } = values;
  const columns: Record<string, unknown> = { companyName, state, city, serviceCities, crews, licenceNumber, insuranceExpires };
  for (const role of CONTACTS) for (const field of CONTACT_FIELDS) columns[attribute(role, field)] = values[role][field];
  return columns as unknown as Pick<
    PartnerModel,
    'companyName' | 'state' | 'city' | 'primaryContactName' | 'primaryContactPrimaryPhone' | 'primaryContactPrimaryEmail'
  >;
}

/**
 * A live partner (deleted ones are not found). Inside a transaction it can lock the row: `share` for
 * an assignment (a delete then waits for it, and an assignment waiting on a delete finds nothing),
 * `update` for the delete itself.
 */
export async function findLivePartner(id: string, transaction?: Transaction, lock?: 'share' | 'update'): Promise<PartnerRecord | null> {
  const found = await PartnerModel.findOne({
    where: { id },
    transaction,
    ...(transaction && lock ? { lock: lock === 'share' ? transaction.LOCK.SHARE : transaction.LOCK.UPDATE } : {}),
  });
  return found ? toRecord(found) : null;
}

export type PartnerSortField = 'companyName' | 'location' | 'city' | 'state' | 'createdAt' | 'updatedAt';

export interface PartnerCriteria {
  /** Each must occur, case-insensitively, in the company name, city, state or a contact's name, email or phone. LIKE-escaped. */
  terms: string[];
  /** Only these ids (react-admin's getMany). */
  ids?: string[];
}

export interface PartnerPageRequest {
  criteria: PartnerCriteria;
  sort: PartnerSortField;
  order: 'ASC' | 'DESC';
  offset: number;
  /** null: every matching partner. */
  limit: number | null;
}

const SEARCHED = [
  'companyName',
  'city',
  'state',
  'primaryContactName',
  'primaryContactPrimaryEmail',
  'primaryContactPrimaryPhone',
  'secondaryContactName',
  'secondaryContactPrimaryEmail',
];

function whereOf(criteria: PartnerCriteria): WhereOptions {
  const parts: WhereOptions[] = criteria.terms.map((term) => ({ [Op.or]: SEARCHED.map((field) => ({ [field]: { [Op.iLike]: `%${term}%` } })) }));
  if (criteria.ids) parts.push({ id: { [Op.in]: criteria.ids } });
  return { [Op.and]: parts };
}

function orderOf(sort: PartnerSortField, order: 'ASC' | 'DESC'): Order {
  const lower = (column: string) => fn('lower', col(column));
  const byName: Order = [
    [lower('company_name'), order],
    ['id', order],
  ];
  switch (sort) {
    case 'companyName':
      return byName;
    case 'location':
      return [[lower('city'), order], [lower('state'), order], ...byName];
    case 'city':
    case 'state':
      return [[lower(sort), order], ...byName];
    case 'createdAt':
    case 'updatedAt':
      return [
        [sort, order],
        ['id', order],
      ];
  }
}

export async function findPartnerPage(request: PartnerPageRequest): Promise<PartnerRecord[]> {
  const found = await PartnerModel.findAll({
    where: whereOf(request.criteria),
    order: orderOf(request.sort, request.order),
    ...(request.limit === null ? {} : { limit: request.limit, offset: request.offset }),
  });
  return found.map(toRecord);
}

export async function countPartners(criteria: PartnerCriteria): Promise<number> {
  return PartnerModel.count({ where: whereOf(criteria) });
}

/** `duplicate`: a live partner already has this company name in this city and state. `missing`: no such live partner. */
export type PartnerWrite = { ok: true; partner: PartnerRecord } | { ok: false; reason: 'duplicate' | 'missing' };

async function unlessDuplicate(write: () => Promise<PartnerWrite>): Promise<PartnerWrite> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof UniqueConstraintError) return { ok: false, reason: 'duplicate' };
    throw err;
  }
}

export function insertPartner(values: PartnerValues, transaction: Transaction): Promise<PartnerWrite> {
  return unlessDuplicate(async () => ({ ok: true, partner: toRecord(await PartnerModel.create(toColumns(values) as PartnerModel, { transaction })) }));
}

export function updatePartner(id: string, values: PartnerValues, transaction: Transaction): Promise<PartnerWrite> {
  return unlessDuplicate(async () => {
    const [count, rows] = await PartnerModel.update(toColumns(values), { where: { id }, returning: true, transaction });
    return count === 1 ? { ok: true, partner: toRecord(rows[0]!) } : { ok: false, reason: 'missing' };
  });
}

/** Marks a live partner deleted; false when there is none. */
export async function softDeletePartner(id: string, transaction: Transaction): Promise<boolean> {
  const count = await PartnerModel.destroy({ where: { id }, transaction });
  return count === 1;
}
