import { api, send } from '@/lib/api-client';

/** POST /api/partner/jobs/{id}/on-the-way: on the move day, mails the customer that the crew is coming (once). */
export const tellCrewOnTheWay = (id: string) => send('partner', () => api.POST('/partner/jobs/{id}/on-the-way', { params: { path: { id } } }));
