import { api, send, type ResponseBody } from '@/lib/api-client';

export type OrderSummary = ResponseBody<'/customer/allorders', 'post'>[number];

/** POST /api/customer/allorders (bearer): the signed-in customer's orders. */
export const getOrders = (userId: string) => send('customer', () => api.POST('/customer/allorders', { body: { userId } }));
