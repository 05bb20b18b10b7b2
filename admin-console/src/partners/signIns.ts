import { Messages, isEmail } from '@moveday/openapi';
import type { PartnerSignIn } from '../lib/types';

export type SignInState = 'Active' | 'Invited';

/** Active once the invitee has set a password; until then the invitation is pending. */
export const signInState = (signIn: Pick<PartnerSignIn, 'activatedAt'>): SignInState => (signIn.activatedAt === null ? 'Invited' : 'Active');

/** The address as it is sent: without the spaces a paste brings along. */
export const inviteEmailOf = (typed: string): string => typed.trim();

/** Why the typed address cannot be invited (the shared rule the server checks too), or null. */
export function inviteProblem(typed: string): string | null {
  const email = inviteEmailOf(typed);
  if (email === '') return Messages.invalidEmail;
  return isEmail(email) ? null : Messages.invalidEmailFormat;
}
