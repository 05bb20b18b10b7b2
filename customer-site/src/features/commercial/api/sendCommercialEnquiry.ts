import { api, send, type RequestBody } from '@/lib/api-client';

/** Every field is required on the form; the schema leaves them optional so the server can name a missing one. */
export type CommercialDetails = Required<RequestBody<'/commercial_details', 'post'>>;

/** POST /api/commercial_details: the commercial enquiry (the body is the commercialDetails object itself). */
export const sendCommercialEnquiry = (body: CommercialDetails) => send('public', () => api.POST('/commercial_details', { body }));
