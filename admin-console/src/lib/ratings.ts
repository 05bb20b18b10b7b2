import { Ranges } from '@moveday/openapi';
import type { PartnerRating, RatingsSummary } from './types';

/** A mean of stars to one decimal, always with its decimal (4.0, not 4), as the server rounds it. */
export const averageText = (average: number): string => average.toFixed(1);

/** A partner's ratings in a few characters: '4.6 ★ (12)', or 'No ratings'. */
export function ratingText({ ratingAverage, ratingCount }: PartnerRating): string {
  if (ratingAverage === null || ratingCount === 0) return 'No ratings';
  return `${averageText(ratingAverage)} ★ (${ratingCount})`;
}

/** The same, as a screen reader says it (a star glyph reads badly). */
export function ratingSentence({ ratingAverage, ratingCount }: PartnerRating): string {
  if (ratingAverage === null || ratingCount === 0) return 'No ratings yet';
  return `Rated ${averageText(ratingAverage)} out of ${Ranges.stars.max} by ${ratingCount} ${ratingCount === 1 ? 'customer' : 'customers'}`;
}

/** One rating's stars in words: '4 stars out of 5'. */
export const starsSentence = (stars: number): string => `${stars} ${stars === 1 ? 'star' : 'stars'} out of ${Ranges.stars.max}`;

export interface StarsPart {
  stars: number;
  label: string;
  value: number;
}

/** The donut's parts: five stars first (the share a manager looks for), down to one. */
export function starParts(summary: Pick<RatingsSummary, 'counts'>): StarsPart[] {
  const parts: StarsPart[] = [];
  for (let stars: number = Ranges.stars.max; stars >= Ranges.stars.min; stars -= 1) {
    parts.push({ stars, label: `${stars} ${stars === 1 ? 'star' : 'stars'}`, value: summary.counts[stars - 1] ?? 0 });
  }
  return parts;
}

/** The figure above the donut: the mean out of five, or the spec's 'No Data' while nobody has rated. */
export const satisfactionText = (summary: Pick<RatingsSummary, 'total' | 'average'>): string =>
  summary.total === 0 || summary.average === null ? 'No Data' : `${averageText(summary.average)} / ${Ranges.stars.max}`;
