import { COMPANY_TIME_ZONE, DAY_MS, dayToIso, isoToDay, mondayOf, todayIn } from '@moveday/openapi';
import { NO_LOAD, toPartner } from './partnerViews.js';
import type { PartnerPorts } from './ports.js';
import type { PartnerRecord } from './partnersRepository.js';
import type { Partner, PartnerLoad } from './partnersTypes.js';

// The partner list's view of how busy each partner is: its jobs this week and the next, and the
// days it has no free crew.

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
export async function withLoads(ports: PartnerPorts, partners: PartnerRecord[]): Promise<Partner[]> {
  const [loads, ratings] = await Promise.all([loadsOf(ports, partners), ports.ratingsOf(partners.map((p) => p.id))]);
  return partners.map((p) => toPartner(p, loads.get(p.id), ratings.get(p.id)));
}
