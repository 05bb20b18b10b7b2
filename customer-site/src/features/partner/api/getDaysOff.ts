import type { components } from '@moveday/openapi/api';
import { api, send } from '@/lib/api-client';

export type DayOff = components['schemas']['DayOff'];
export type DaysOffAnswer = components['schemas']['DaysOffAnswer'];

/** GET /api/partner/daysoff (bearer, partner): the crew's days off from today (in Denver) on, ascending, with who set each. */
export const getDaysOff = () => send('partner', () => api.GET('/partner/daysoff'));
