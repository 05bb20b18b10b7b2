import { api, send, type RequestBody } from '@/lib/api-client';

export type ChangeRequestInput = RequestBody<'/customer/orders/{id}/changerequests', 'post'>;

/** POST /api/customer/orders/{id}/changerequests (bearer): new dates sent to MoveDay for an order with a partner. */
export const requestChange = (id: string, request: ChangeRequestInput) =>
  send('selfService', () => api.POST('/customer/orders/{id}/changerequests', { params: { path: { id } }, body: request }));
