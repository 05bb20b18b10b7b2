import { api, send, type RequestBody } from '@/lib/api-client';

export type CancelRequest = RequestBody<'/customer/orders/{id}/cancel', 'post'>;

/** POST /api/customer/orders/{id}/cancel (bearer): cancels the order before the cut-off, with a reason from the list. */
export const cancelOrder = (id: string, request: CancelRequest) =>
  send('selfService', () => api.POST('/customer/orders/{id}/cancel', { params: { path: { id } }, body: request }));
