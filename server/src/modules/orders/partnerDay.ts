import type { Transaction } from 'sequelize';
import { isDayOff, type AssignablePartner, type DayOfPartner } from '../partners/index.js';
import { jobsPerDay } from './crewLoadRepository.js';

/** The partner's day as an assignment sees it, inside its transaction (the partner's row locked by the caller). */
export async function dayOfPartner(partner: AssignablePartner, day: string, moveId: string, transaction: Transaction): Promise<DayOfPartner> {
  const [jobs] = await jobsPerDay([partner.id], day, day, moveId, transaction);
  return { day, used: jobs?.jobs ?? 0, dayOff: await isDayOff(partner.id, day, transaction) };
}
