import { api, send } from '@/lib/api-client';

/**
 * POST /api/partner/daysoff with a UTC-midnight day: the days off as they are now (a day already
 * off is fine). 400 for a day before today or over two years ahead; 409 (7027) when the crew has a
 * move that day.
 */
export const addDayOff = (day: number) => send('partner', () => api.POST('/partner/daysoff', { body: { day } }));
