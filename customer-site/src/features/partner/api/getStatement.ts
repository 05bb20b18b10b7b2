import type { components } from '@moveday/openapi/api';
import { api, send } from '@/lib/api-client';

export type StatementDetail = components['schemas']['StatementDetail'];
export type EarningLine = components['schemas']['EarningLine'];

/** GET /api/partner/statements/{id} (bearer, partner): one statement with its lines; 404 (7006) when it is not the partner's. */
export const getStatement = (id: string) => send('partner', () => api.GET('/partner/statements/{id}', { params: { path: { id } } }));
