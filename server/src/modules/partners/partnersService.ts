import { ErrorCode } from '@moveday/openapi';
import { db } from '../../platform/database.js';
import { conflict, notFound } from '../../platform/errors.js';
import { databaseId } from '../../platform/databaseId.js';
import { parseListRequest, type ListPage, type ListQuery } from '../../platform/restList.js';
import type { PartnerPorts } from './ports.js';
import { scheduleInsuranceReminders } from './insuranceReminders.js';
import { checkedValues } from './partnerForms.js';
import { withLoads } from './partnerLoad.js';
import { locationOf, toPartner } from './partnerViews.js';
import * as repo from './partnersRepository.js';
import type { PartnerRecord, PartnerValues } from './partnersRepository.js';
import type { Partner, PartnerInput } from './partnersTypes.js';

// The console's partners: the list, one partner, add, edit and delete.

export const partnerNotFound = () => notFound('partnerNotFound');

const duplicate = (v: PartnerValues) =>
  conflict(ErrorCode.partnerDuplicate, 'partnerDuplicate', { company: v.companyName, location: locationOf(v.city, v.state) });

/** A partner not deleted; 404 otherwise. */
export async function livePartner(id: unknown): Promise<PartnerRecord> {
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
