import { expect } from 'chai';
import { uniqueEmail, type ApiAnswer } from './app.js';
import type { MoveDraft } from '../../src/modules/quotes/index.js';
import { denverDraft } from './drafts.js';

export interface BookedCustomer {
  email: string;
  password: string;
  moveID: string;
  /** The order's database id. */
  orderId: string;
  /** The move's two preferred dates (UTC midnight ms). */
  preferred: [number, number];
}

/** Who books: the name and phone the order carries. */
export const BOOKER = { firstName: 'Mia', lastName: 'Lopez', phone: '3035550188' };

/**
 * A visitor quotes a move (the standard Denver one unless `draft` says otherwise) and books it with
 * a new account (Book My Move), through `send` (the suite's app, or a server process of the
 * test's): the booking mail is queued with it.
 */
export async function bookAsNewCustomer(
  send: (path: string, body: unknown) => Promise<ApiAnswer>,
  label = 'booked',
  draft: MoveDraft = denverDraft(),
): Promise<BookedCustomer> {
  const quoted = await send('/api/residential_details', draft);
  expect(quoted.status, JSON.stringify(quoted.body)).to.equal(200);
  const email = uniqueEmail(label);
  const password = 'booked-pw-1';
  const signup = await send('/api/signup_details', {
    moveDetailsID: quoted.body.moveDatabaseID,
    firstName: BOOKER.firstName,
    lastName: BOOKER.lastName,
    userEmail: email,
    userPhone: BOOKER.phone,
    password,
    confirmPassword: password,
    terms: true,
  });
  expect(signup.body.statusCode, JSON.stringify(signup.body)).to.equal(100);
  const { preferredDateOpt1, preferredDateOpt2 } = draft.moveDatePreferences;
  return { email, password, moveID: quoted.body.moveID, orderId: quoted.body.moveDatabaseID, preferred: [preferredDateOpt1!, preferredDateOpt2!] };
}
