import { send } from '@/lib/api-client';
import { daysOffApi } from './daysOffCalls';

/** DELETE /api/partner/daysoff/{day} (UTC-midnight ms): the days off as they are now. */
export const removeDayOff = (day: number) => send('partner', () => daysOffApi.DELETE('/partner/daysoff/{day}', { params: { path: { day } } }));
