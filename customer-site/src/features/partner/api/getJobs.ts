import type { components } from '@moveday/openapi/api';
import { api, send } from '@/lib/api-client';

export type PartnerJobList = components['schemas']['PartnerJobList'];
export type PartnerJobRow = components['schemas']['PartnerJobRow'];

/** GET /api/partner/jobs (bearer, partner): the crew's offers, upcoming jobs and past jobs. */
export const getJobs = () => send('partner', () => api.GET('/partner/jobs'));
