import { api, send, type ResponseBody } from '@/lib/api-client';

export type RatingLinkInfo = ResponseBody<'/ratings/{token}', 'get'>;

/** GET /api/ratings/{token} (no sign-in): the move a rating link is for, and its rating once given. */
export const getRatingLink = (token: string) => send('ratingLink', () => api.GET('/ratings/{token}', { params: { path: { token } } }));
