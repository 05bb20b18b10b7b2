import crypto from 'node:crypto';
import { expect } from 'chai';
import { login, mailbox, post, uniqueEmail } from './app.js';

/** How the support talks to a server: the suite's app, or a server process of the test's. */
type Send = (path: string, body: unknown, token?: string) => Promise<{ status: number; body: any }>;
/** Runs SQL on the server's database. */
type Query = (text: string, values: unknown[]) => Promise<unknown>;

/** A partner added by the admin, with a primary contact whose address is unique to the run. */
export async function addPartner(send: Send, adminToken: string, label = 'Crew'): Promise<{ partnerID: string; companyName: string; contactEmail: string }> {
  const suffix = crypto.randomBytes(3).toString('hex');
  const companyName = `${label} Movers ${suffix}`;
  const contactEmail = `dispatch.${suffix}@${label.toLowerCase().replace(/\W/g, '')}.example.com`;
  const added = await send(
    '/api/partner_details',
    {
      companyName,
      city: 'Denver',
      state: 'CO',
      namePrimaryContact: 'Dana',
      primaryPhonePrimaryContact: '3035550123',
      primaryEmailPrimaryContact: contactEmail,
    },
    adminToken,
  );
  expect(added.status, JSON.stringify(added.body)).to.equal(200);
  return { partnerID: added.body.result.partnerID, companyName, contactEmail };
}

/** The token of an invitation's link, from the mail's text. */
export function inviteTokenIn(text: string): string {
  const token = /resetForm\?token=([\w-]+)&(?:amp;)?invite=1/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${text}`);
  return token;
}

/** One of an offer's timers (a job of the queue waiting for its start time) made due now. */
async function timerDueNow(query: Query, moveId: string, kind: 'reminder' | 'expiry'): Promise<void> {
  await query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'offer-timers' AND state = 'created' AND data->>'moveId' = $1 AND data->>'kind' = $2`, [
    moveId,
    kind,
  ]);
}

/**
 * Time moved on for one offer, instead of waited for: its deadline is now past, and its expiry
 * timer is due now. The worker then expires it.
 */
export async function expireOfferNow(query: Query, moveId: string): Promise<void> {
  await query(`UPDATE moves SET offer_deadline = now() - interval '1 second' WHERE id = $1 AND assignment_state = 'offered'`, [moveId]);
  await timerDueNow(query, moveId, 'expiry');
}

/** Time moved on to halfway to an offer's deadline: its reminder is due now. */
export const remindOfferNow = (query: Query, moveId: string): Promise<void> => timerDueNow(query, moveId, 'reminder');

/**
 * A sign-in of the partner, as a person gets one: the admin invites an email, the invitation's
 * link sets a password, then the invitee signs in. Through the suite's app and mailbox.
 */
export async function partnerSignIn(
  adminToken: string,
  partnerID: string,
  label = 'crewlead',
): Promise<{ email: string; password: string; token: string; id: string }> {
  const email = uniqueEmail(label);
  const password = 'crew-pass-1';
  const invited = await post(`/api/admin/partners/${partnerID}/signins`, { email }, adminToken);
  expect(invited.status, JSON.stringify(invited.body)).to.equal(201);
  const mail = await mailbox().waitFor(email, (m) => m.subject.includes('sign-in'));
  const reset = await post('/api/password/reset', { token: inviteTokenIn(mail.text), passwordDetails: { password, confirmPassword: password } });
  expect(reset.status, JSON.stringify(reset.body)).to.equal(200);
  return { email, password, token: await login(email, password), id: invited.body.id };
}
