import type { components } from '@moveday/openapi/api';
import { api, send } from '@/lib/api-client';

export type PartnerJob = components['schemas']['PartnerJob'];

/** GET /api/partner/jobs/{id} (bearer, partner): one of the crew's jobs; 404 (7006) when it is not theirs. */
export const getJob = (id: string) => send('partner', () => api.GET('/partner/jobs/{id}', { params: { path: { id } } }));
