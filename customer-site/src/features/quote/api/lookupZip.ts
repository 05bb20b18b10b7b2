import { api, send, type ResponseBody } from '@/lib/api-client';

export type ZipInfo = ResponseBody<'/locations/{zipcode}', 'get'>;

/** GET /api/locations/{zipcode}: the city and state of a zip, and whether we serve it; 404 (7006) when there is no such zip. */
export const lookupZip = (zipcode: string) => send('public', () => api.GET('/locations/{zipcode}', { params: { path: { zipcode } } }));
