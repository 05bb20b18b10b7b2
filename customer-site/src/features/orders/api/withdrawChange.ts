import { api, send } from '@/lib/api-client';

/** POST /api/customer/orders/{id}/changerequests/{requestId}/withdraw (bearer): takes back a pending change request. */
export const withdrawChange = (id: string, requestId: string) =>
  send('selfService', () => api.POST('/customer/orders/{id}/changerequests/{requestId}/withdraw', { params: { path: { id, requestId } } }));
