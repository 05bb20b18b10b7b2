import { api, send } from '@/lib/api-client';

/**
 * POST /api/account/close (bearer): closes the signed-in customer's account once the password is
 * right and no order is open (409 7033 names the open ones); every sign-in ends with it.
 */
export const closeAccount = (password: string) => send('account', () => api.POST('/account/close', { body: { password } }));
