import { fileNameFrom, saveFile } from '../lib/download';
import { request } from '../lib/http';
import { dispatchQuery, type DispatchFilters } from './dispatchSearch';
import type { DispatchRange, IsoDay } from './types';

// TODO(dispatch-server): through the typed client (lib/api) once the generated paths have these calls.

const queryString = (query: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

/** GET /api/admin/dispatch: the moves, day counts and partners' crews of one visible range (at most 42 days). */
export async function fetchDispatch(range: { from: IsoDay; to: IsoDay }, filters: DispatchFilters, signal?: AbortSignal): Promise<DispatchRange> {
  const response = await request(`/api/admin/dispatch?${queryString(dispatchQuery(range, filters))}`, { signal });
  return (await response.json()) as DispatchRange;
}

/** GET /api/admin/dispatch/daysheet: the day's moves as one PDF to print, saved; answers the file's name. */
export async function downloadDaySheet(day: IsoDay, filters: Pick<DispatchFilters, 'city' | 'partnerId'>): Promise<string> {
  const query = queryString({ day, city: filters.city ?? undefined, partnerId: filters.partnerId ?? undefined });
  const response = await request(`/api/admin/dispatch/daysheet?${query}`, { headers: { accept: '*/*' } });
  return saveFile(await response.blob(), fileNameFrom(response.headers.get('content-disposition'), `moveday-dispatch-${day}.pdf`));
}
