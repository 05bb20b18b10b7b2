import { api, send } from '@/lib/api-client';

/** POST /api/signup_details/cancel_move: withdraws the quoted move the visitor chose not to book. */
export const cancelPendingMove = (moveDatabaseID: string) => send('public', () => api.POST('/signup_details/cancel_move', { body: { moveDatabaseID } }));
