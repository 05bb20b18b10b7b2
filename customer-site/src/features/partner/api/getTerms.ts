import type { components } from '@moveday/openapi/api';
import { api, send } from '@/lib/api-client';

export type PartnerTerms = components['schemas']['PartnerTerms'];

/** GET /api/partner/terms (bearer, partner): what MoveDay keeps of each job, or pays per job. */
export const getTerms = () => send('partner', () => api.GET('/partner/terms'));
