import { api, send, type ResponseBody } from '@/lib/api-client';

export type MyOrder = ResponseBody<'/customer/allorders', 'post'>[number];

/** POST /api/customer/allorders (bearer): the signed-in customer's orders, to tell which are still open. */
export const getMyOrders = () => send('customer', () => api.POST('/customer/allorders', { body: {} }));
