import { api, send, type RequestBody } from '@/lib/api-client';

export type SignupInput = RequestBody<'/signup_details', 'post'>;

/** POST /api/signup_details: a new account with the move booked (100), an existing customer (200), or an admin's email (403). */
export const signUp = (body: SignupInput) => send('public', () => api.POST('/signup_details', { body }));
