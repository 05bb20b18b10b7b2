import { api, send } from '@/lib/api-client';

/** DELETE /api/partner/daysoff/{day} (UTC-midnight ms): the days off as they are now; MoveDay's days can be removed too. */
export const removeDayOff = (day: number) => send('partner', () => api.DELETE('/partner/daysoff/{day}', { params: { path: { day } } }));
