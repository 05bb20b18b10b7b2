import { api, send } from '@/lib/api-client';

/** POST /api/customer/updatemove (bearer): books the quoted move for the signed-in customer. */
export const bookForCustomer = (moveDatabaseID: string, userId: string) =>
  send('customer', () => api.POST('/customer/updatemove', { body: { moveDatabaseID, userId } }));
