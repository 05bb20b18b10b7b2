import { api, send } from '@/lib/api-client';

/** POST /api/partner/jobs/{id}/done with the crew's notes (up to 500 characters): the order becomes completed. */
export const markJobDone = (id: string, notes: string) =>
  send('partner', () => api.POST('/partner/jobs/{id}/done', { params: { path: { id } }, body: notes ? { notes } : {} }));
