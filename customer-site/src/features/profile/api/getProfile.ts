import { api, send } from '@/lib/api-client';

/** GET /api/profile (bearer): the signed-in user's own details. */
export const getProfile = () => send('customer', () => api.GET('/profile'));
