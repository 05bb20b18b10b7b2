import { api, send } from '@/lib/api-client';

export interface RatingByLink {
  stars: number;
  comment: string | null;
}


/**
 * POST /api/ratings/{token} (no sign-in): rates the move, once; a second use answers 409 (7031).
 * The generated types give this call the order page's rating operation (both are named "Rate" in
 * the spec), so its path and answer are said here until the spec names them apart.
 */
export const rateByLink = (token: string, rating: RatingByLink) =>
  send<{ message: string }>('ratingLink', () => api.POST('/ratings/{token}', { params: { path: { token } } as never, body: rating }) as Promise<{ data?: { message: string }; error?: unknown; response: Response }>);
