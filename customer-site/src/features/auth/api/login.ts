import { api, send, type RequestBody } from '@/lib/api-client';

export type LoginInput = RequestBody<'/loginRoute', 'post'>;

/** POST /api/loginRoute: a token and the user's details, or 7003 for wrong credentials. */
export const login = (body: LoginInput) => send('public', () => api.POST('/loginRoute', { body }));
