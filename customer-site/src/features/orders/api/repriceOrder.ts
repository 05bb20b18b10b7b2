import { api, send, type RequestBody, type ResponseBody } from '@/lib/api-client';

export type NewDates = RequestBody<'/customer/orders/{id}/reprice', 'post'>;
export type RepricedDates = ResponseBody<'/customer/orders/{id}/reprice', 'post'>;

/** POST /api/customer/orders/{id}/reprice (bearer): the order's price on new dates beside its price now; changes nothing. */
export const repriceOrder = (id: string, dates: NewDates) =>
  send('selfService', () => api.POST('/customer/orders/{id}/reprice', { params: { path: { id } }, body: dates }));
