import { send } from '@/lib/api-client';
import { daysOffApi } from './daysOffCalls';

export type { DayOff, DaysOffAnswer } from './daysOffCalls';

/** GET /api/partner/daysoff (bearer, partner): the crew's days off from today (in Denver) on, ascending. */
export const getDaysOff = () => send('partner', () => daysOffApi.GET('/partner/daysoff'));
