import { FILE, answerOf, api, saveDownload } from '../lib/api';
import { dispatchQuery, type DispatchFilters } from './dispatchSearch';
import type { DispatchRange, IsoDay } from './types';

/** GET /api/admin/dispatch: the moves, day counts and partners' crews of one visible range (at most 42 days). */
export const fetchDispatch = (range: { from: IsoDay; to: IsoDay }, filters: DispatchFilters, signal?: AbortSignal): Promise<DispatchRange> =>
  answerOf(api.GET('/admin/dispatch', { params: { query: dispatchQuery(range, filters) }, signal }));

/** GET /api/admin/dispatch/daysheet: the day's moves as one PDF to print, saved; answers the file's name. */
export const downloadDaySheet = (day: IsoDay, filters: Pick<DispatchFilters, 'city' | 'partnerId'>): Promise<string> =>
  saveDownload(
    api.GET('/admin/dispatch/daysheet', { ...FILE, params: { query: { day, city: filters.city ?? undefined, partnerId: filters.partnerId ?? undefined } } }),
    `moveday-dispatch-${day}.pdf`,
  );
