import { expect } from 'chai';
import { uniqueEmail, type ApiAnswer } from './app.js';
import { denverDraft } from './drafts.js';

export interface BookedCustomer {
  email: string;
  password: string;
  moveID: string;
  /** The order's database id. */
  orderId: string;
}

/**
 * A visitor quotes the standard Denver move and books it with a new account (Book My Move), through
 * `send` (the suite's app, or a server process of the test's): the booking mail is queued with it.
 */
export async function bookAsNewCustomer(send: (path: string, body: unknown) => Promise<ApiAnswer>, label = 'booked'): Promise<BookedCustomer> {
  const quoted = await send('/api/residential_details', denverDraft());
  expect(quoted.status, JSON.stringify(quoted.body)).to.equal(200);
  const email = uniqueEmail(label);
  const password = 'booked-pw-1';
  const signup = await send('/api/signup_details', {
    moveDetailsID: quoted.body.moveDatabaseID,
    firstName: 'Mia',
    lastName: 'Lopez',
    userEmail: email,
    userPhone: '3035550188',
    password,
    confirmPassword: password,
    terms: true,
  });
  expect(signup.body.statusCode, JSON.stringify(signup.body)).to.equal(100);
  return { email, password, moveID: quoted.body.moveID, orderId: quoted.body.moveDatabaseID };
}
