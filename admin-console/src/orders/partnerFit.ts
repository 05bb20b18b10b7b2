import { ErrorCode } from '@moveday/openapi';
import { ratingText } from '../lib/ratings';
import type { PartnerFit } from '../lib/types';

/** The partners that may take the job on the day (the choices), and the others with their reasons, each in the server's order. */
export function splitByFit(partners: readonly PartnerFit[]): { fitting: PartnerFit[]; unfit: PartnerFit[] } {
  return { fitting: partners.filter((p) => p.fits), unfit: partners.filter((p) => !p.fits) };
}

/** Its crews that day, this order left out: '1 of 2 crews booked', or 'no daily limit (1 move booked)'. */
export function crewUse(partner: Pick<PartnerFit, 'crews' | 'used'>): string {
  if (partner.crews === null) return partner.used === 0 ? 'no daily limit' : `no daily limit (${partner.used} booked)`;
  return `${partner.used} of ${partner.crews} ${partner.crews === 1 ? 'crew' : 'crews'} booked`;
}

/** A choice's words: the company first (the list is read and searched by it), then where it is, its crews that day and its rating. */
export const choiceLabel = (partner: PartnerFit, currentPartnerId?: string | null): string =>
  `${partner.companyName} (${partner.location}) · ${crewUse(partner)} · ${ratingText(partner)}${partner.partnerID === currentPartnerId ? ' · has it now' : ''}`;

/** The chosen partner while it still fits on the day shown; else none (it was taken, or the day changed). */
export const stillChosen = (fitting: readonly PartnerFit[], partnerId: string): PartnerFit | undefined =>
  fitting.find((partner) => partner.partnerID === partnerId);

/** The assign or reassign call's refusal because the partner no longer fits (another admin took its last crew meanwhile). */
export const isPartnerUnfit = (error: unknown): boolean => (error as { errorCode?: unknown } | null)?.errorCode === ErrorCode.partnerUnfit;
