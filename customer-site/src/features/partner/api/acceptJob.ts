import { api, send, type ResponseBody } from '@/lib/api-client';

export type PartnerJobAnswer = ResponseBody<'/partner/jobs/{id}/accept', 'post'>;

/** POST /api/partner/jobs/{id}/accept: takes the offered job; 409 (7024) when the offer is no longer open. */
export const acceptJob = (id: string) => send('partner', () => api.POST('/partner/jobs/{id}/accept', { params: { path: { id } } }));
