import { api, send, type RequestBody } from '@/lib/api-client';

export type RatingByLink = RequestBody<'/ratings/{token}', 'post'>;

/** POST /api/ratings/{token} (no sign-in): rates the move, once; a second use answers 409 (7031). */
export const rateByLink = (token: string, rating: RatingByLink) =>
  send('ratingLink', () => api.POST('/ratings/{token}', { params: { path: { token } }, body: rating }));
