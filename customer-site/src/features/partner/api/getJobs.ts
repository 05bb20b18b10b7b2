import type { components } from '@moveday/openapi/api';
import { api, send } from '@/lib/api-client';

export type PartnerJobList = components['schemas']['PartnerJobList'];
export type PartnerJobRow = components['schemas']['PartnerJobRow'];

// The spec names three operations "List" (tsoa takes a method's name), so the typed client reads
// another one's parameters and answer for this path; the schema's own name is the right type.
const listJobs = (): Promise<{ data?: PartnerJobList; error?: unknown; response: Response }> => api.GET('/partner/jobs', {} as never);

/** GET /api/partner/jobs (bearer, partner): the crew's offers, upcoming jobs and past jobs. */
export const getJobs = () => send('partner', listJobs);
