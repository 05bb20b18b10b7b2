import type { components } from '@moveday/openapi/api';
import { api, send } from '@/lib/api-client';

export type Statement = components['schemas']['Statement'];

/** GET /api/partner/statements (bearer, partner): the partner's weekly statements, the newest week first. */
export const getStatements = () => send('partner', () => api.GET('/partner/statements'));
