import { api, send } from '@/lib/api-client';

/**
 * POST /api/customer/orders/{id}/checkout (bearer): Stripe's hosted page for what is due now (the
 * server sets the amount). 409 (7039) when nothing is due or cards are off; 502 (7040) when Stripe
 * did not answer: both with the server's words.
 */
export const payOnline = (id: string) => send('payment', () => api.POST('/customer/orders/{id}/checkout', { params: { path: { id } } }));
