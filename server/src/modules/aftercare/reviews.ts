import { Ranges, isWholeNumberIn, isoToDay } from '@moveday/openapi';
import { idFilter, parseListRequest, type ListFilter, type ListPage, type ListQuery } from '../../platform/restList.js';
import * as repo from './ratingsRepository.js';
import type { RatingsSummary, Review } from './selfServiceTypes.js';

// The ratings as the console shows them: the Reviews list, the satisfaction donut, and each
// partner's average.

const starsFilter: ListFilter<number[]> = {
  choices: ['1', '2', '3', '4', '5', 'or a list of them'],
  parse(value) {
    const list = (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v));
    return list.every((v) => isWholeNumberIn(v, Ranges.stars)) ? (list as number[]) : undefined;
  },
};

export async function listReviews(query: ListQuery): Promise<ListPage<Review>> {
  const request = parseListRequest<repo.ReviewSort, { stars: number[]; partnerId: string }>(query, {
    sortable: ['createdAt', 'stars', 'moveID'],
    defaultSort: ['createdAt', 'DESC'],
    filters: { stars: starsFilter, partnerId: idFilter('a partner id') },
  });
  const criteria: repo.ReviewCriteria = { stars: request.filters.stars, partnerId: request.filters.partnerId, terms: request.terms, ids: request.ids };
  const [rows, total] = await Promise.all([
    repo.findReviewPage(criteria, request.sortField, request.sortOrder, request.offset, request.limit),
    repo.countReviews(criteria),
  ]);
  return {
    offset: request.offset,
    total,
    rows: rows.map((r) => ({
      id: r.moveId,
      moveID: r.moveNumber,
      stars: r.stars,
      comment: r.comment,
      partnerID: r.partnerId,
      partnerName: r.partnerName,
      customerName: `${r.customerFirstName ?? ''} ${r.customerLastName ?? ''}`.trim(),
      moveDate: r.moveDay ? isoToDay(r.moveDay) : null,
      createdAt: r.createdAt.getTime(),
    })),
  };
}

export async function ratingsSummary(): Promise<RatingsSummary> {
  const counts = await repo.starCounts();
  const total = counts.reduce((sum, n) => sum + n, 0);
  const average = total === 0 ? null : Math.round((counts.reduce((sum, n, i) => sum + n * (i + 1), 0) / total) * 10) / 10;
  return { total, average, counts };
}

/** Each partner's mean stars (one decimal) and count; partners without ratings are absent. */
export async function partnerRatings(partnerIds: readonly string[]): Promise<Map<string, { ratingAverage: number; ratingCount: number }>> {
  const rows = await repo.ratingsPerPartner(partnerIds);
  return new Map(rows.map((r) => [r.partnerId, { ratingAverage: Math.round(r.average * 10) / 10, ratingCount: r.count }]));
}
