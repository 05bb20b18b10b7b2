import { ErrorCode, WEEKDAYS, formatDay, formatMessage, isoToDay, weekdayOf, type Message } from '@moveday/openapi';
import { conflict } from '../../platform/errors.js';
import type { AssignablePartner } from './assignablePartners.js';

/**
 * Whether a partner fits a job on a day (DESIGN §10, dispatch), in one place for the assign and
 * reassign calls, the assign dialog's list and the calendar: it serves the pickup's area, it is
 * not off that day, it has a crew free that day, and its insurance still runs on that day.
 * A partner whose fitness was never set (no cities, no crews, no insurance on file) is not
 * narrowed by it.
 */
export interface DayOfPartner {
  /** YYYY-MM-DD */
  day: string;
  /** Its jobs that day (offered, accepted or completed), the order being assigned left out. */
  used: number;
  dayOff: boolean;
}

export function unfitReasons(partner: AssignablePartner, area: string | null, { day, used, dayOff }: DayOfPartner): Message[] {
  const company = partner.companyName;
  const ms = isoToDay(day);
  const when = { weekday: WEEKDAYS[weekdayOf(ms)]!, date: formatDay(ms) };
  const reasons: Message[] = [];
  if (area && partner.serviceCities.length > 0 && !partner.serviceCities.includes(area)) {
    reasons.push({ key: 'partnerUnfitArea', params: { company, area, cities: partner.serviceCities.join(', ') } });
  }
  if (dayOff) reasons.push({ key: 'partnerUnfitDayOff', params: { company, ...when } });
  if (partner.crews !== null && used >= partner.crews) {
    // One crew is not "1 of 1 crews" (the catalogue's way with a count of one, as partnerInUseOneOrder).
    reasons.push(
      partner.crews === 1 && used === 1
        ? { key: 'partnerUnfitCapacityOneCrew', params: { company, ...when } }
        : { key: 'partnerUnfitCapacity', params: { company, ...when, used, crews: partner.crews } },
    );
  }
  if (partner.insuranceExpires !== null && partner.insuranceExpires < day) {
    reasons.push({ key: 'partnerUnfitInsurance', params: { company, ...when, expiry: formatDay(isoToDay(partner.insuranceExpires)) } });
  }
  return reasons;
}

export const reasonText = (reason: Message): string => formatMessage(reason.key, reason.params);

/** Refuses the assignment with the first reason the partner does not fit (409, partnerUnfit). */
export function checkFit(partner: AssignablePartner, area: string | null, day: DayOfPartner): void {
  const [first] = unfitReasons(partner, area, day);
  if (first) throw conflict(ErrorCode.partnerUnfit, first.key, first.params);
}
