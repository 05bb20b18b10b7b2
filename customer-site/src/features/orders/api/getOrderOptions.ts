import { api, send, type ResponseBody } from '@/lib/api-client';

export type OrderOptions = ResponseBody<'/customer/orders/{id}/options', 'get'>;
export type ChangeRequest = NonNullable<OrderOptions['changeRequest']>;
export type GivenRating = NonNullable<OrderOptions['rating']['given']>;

/** GET /api/customer/orders/{id}/options (bearer): what the customer may do with their order now, and why not. */
export const getOrderOptions = (id: string) => send('selfService', () => api.GET('/customer/orders/{id}/options', { params: { path: { id } } }));
