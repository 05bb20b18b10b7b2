import { api, send, type ResponseBody } from '@/lib/api-client';

export type CustomerPayments = ResponseBody<'/customer/orders/{id}/payments', 'get'>;
export type PaymentLine = CustomerPayments['payments'][number];

/** GET /api/customer/orders/{id}/payments (bearer): the order's money, what is due online now, and each payment and refund. */
export const getPayments = (id: string) => send('customer', () => api.GET('/customer/orders/{id}/payments', { params: { path: { id } } }));
