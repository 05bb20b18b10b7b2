import { api, send } from '@/lib/api-client';

/** POST /api/password/reset with the token from the link; 7010 when the link is invalid or expired. */
export const resetPassword = (token: string, password: string, confirmPassword: string) =>
  send('public', () => api.POST('/password/reset', { body: { token, passwordDetails: { password, confirmPassword } } }));
