import { api, send, type RequestBody, type ResponseBody } from '@/lib/api-client';

export type QuoteAnswer = ResponseBody<'/residential_details', 'post'>;
export type QuoteDetails = QuoteAnswer['quote'];

/** POST /api/residential_details: the draft priced and kept as a quoted move; 422 (7009) when we cannot serve it. */
export const getQuote = (draft: RequestBody<'/residential_details', 'post'>) => send('public', () => api.POST('/residential_details', { body: draft }));
