import { api, send, type ResponseBody } from '@/lib/api-client';
import type { NewDates } from './repriceOrder';

/** What every self-service change answers: its message, and the order and its options as they now are. */
export type OrderChange = ResponseBody<'/customer/orders/{id}/reschedule', 'post'>;

/** POST /api/customer/orders/{id}/reschedule (bearer): new dates at once, re-priced, for an order without a partner. */
export const rescheduleOrder = (id: string, dates: NewDates) =>
  send('selfService', () => api.POST('/customer/orders/{id}/reschedule', { params: { path: { id } }, body: dates }));
