import { api, send } from '@/lib/api-client';

/** POST /api/password/forgot: mails a reset link; 7004 when the address is malformed. */
export const forgotPassword = (email: string) => send('public', () => api.POST('/password/forgot', { body: { email } }));
