import { api, send, type RequestBody } from '@/lib/api-client';

export type EnquiryInput = RequestBody<'/enquirydetails', 'post'>;

/** POST /api/enquirydetails: the home page's 'Get in touch with us' form (no sign-in). */
export const sendEnquiry = (body: EnquiryInput) => send('public', () => api.POST('/enquirydetails', { body }));
