import { api, send, type ResponseBody } from '@/lib/api-client';

export type OrderDetail = ResponseBody<'/customer/orderdetail', 'post'>;

/** POST /api/customer/orderdetail (bearer): one of the signed-in customer's orders. */
export const getOrderDetail = (moveDatabaseID: string) => send('customer', () => api.POST('/customer/orderdetail', { body: { moveDatabaseID } }));
