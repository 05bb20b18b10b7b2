import type { Transaction } from 'sequelize';
import { databaseId } from '../../platform/databaseId.js';
import { locationOf } from './partnerViews.js';
import * as repo from './partnersRepository.js';
import type { FitnessValues, PartnerRecord } from './partnersRepository.js';

// The partners as an assignment (the lifecycle, the assign dialog, the calendar) needs them.

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
