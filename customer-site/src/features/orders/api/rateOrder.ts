import { api, send, type RequestBody } from '@/lib/api-client';

export type RatingInput = RequestBody<'/customer/orders/{id}/rating', 'post'>;

/** POST /api/customer/orders/{id}/rating (bearer): rates a completed move, once. */
export const rateOrder = (id: string, rating: RatingInput) =>
  send('selfService', () => api.POST('/customer/orders/{id}/rating', { params: { path: { id } }, body: rating }));
