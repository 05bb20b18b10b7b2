import { api, send } from '@/lib/api-client';

/** POST /api/partner/jobs/{id}/decline with a reason (1 to 200 characters): the order goes back to MoveDay; the answer's job is null. */
export const declineJob = (id: string, reason: string) =>
  send('partner', () => api.POST('/partner/jobs/{id}/decline', { params: { path: { id } }, body: { reason } }));
