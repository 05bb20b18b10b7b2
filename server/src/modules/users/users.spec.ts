import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import { ErrorCode, Messages } from '@moveday/openapi';
import { call, expectError, get, login, mailbox, post, sql, uniqueEmail, queuedMailSubjects } from '../../../test/support/app.js';
import { createTestCustomer } from '../../../test/support/accounts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { getConfig } from '../../platform/config.js';

const resetTokenFrom = (text: string) => {
  const link = text.match(/https?:\/\/\S+\/password\/resetForm\?token=([\w-]+)/);
  expect(link, `no reset link in: ${text}`).to.not.equal(null);
  return link![1]!;
};

async function requestResetToken(email: string): Promise<string> {
  const answer = await post('/api/password/forgot', { email });
  expect(answer.status).to.equal(200);
  const mail = await mailbox().waitFor(email, (m) => m.subject.includes('Reset'));
  return resetTokenFrom(mail.text);
}

describe('POST /api/loginRoute', () => {
  it('when the admin signs in, then a token and customerDetails with userType admin come back', async () => {
    const answer = await post('/api/loginRoute', { loginEmail: ADMIN.email, loginPassword: ADMIN.password });
    expect(answer.status).to.equal(200);
    expect(answer.body.token).to.be.a('string');
    expect(answer.body.customerDetails).to.include({ userType: 'admin', userEmail: ADMIN.email });
    expect(answer.body.customerDetails._id).to.match(/^[0-9a-f-]{36}$/);
  });

  it('when a customer signs in, then customerDetails carry their names and contact fields', async () => {
    const customer = await createTestCustomer({ firstName: 'Dana', lastName: 'Reyes' });
    const answer = await post('/api/loginRoute', { loginEmail: customer.userEmail.toUpperCase(), loginPassword: customer.password });
    expect(answer.status).to.equal(200);
    expect(answer.body.customerDetails).to.deep.equal({
      _id: customer._id,
      userType: 'customer',
      firstName: 'Dana',
      lastName: 'Reyes',
      userEmail: customer.userEmail,
      userPhone: '3035550100',
    });
  });

  it('when the password is wrong, then 401 with code 7003 and a message to show', async () => {
    const customer = await createTestCustomer();
    const answer = await post('/api/loginRoute', { loginEmail: customer.userEmail, loginPassword: 'wrong-one' });
    expectError(answer, 401, ErrorCode.invalidCredentials, Messages.invalidCredentials);
  });

  it('when the email has no account, then the same 401 as a wrong password', async () => {
    const answer = await post('/api/loginRoute', { loginEmail: uniqueEmail('nobody'), loginPassword: 'whatever1' });
    expectError(answer, 401, ErrorCode.invalidCredentials, Messages.invalidCredentials);
  });

  it('when the email is malformed, then 400 "Email format is invalid"', async () => {
    const answer = await post('/api/loginRoute', { loginEmail: 'not-an-email', loginPassword: 'whatever1' });
    expectError(answer, 400, ErrorCode.validation, Messages.emailFormatInvalid);
    expect(answer.body.fields).to.deep.equal({ loginEmail: Messages.emailFormatInvalid });
  });

  it('when fields are missing or of the wrong type, then 400 names the fields', async () => {
    const missing = await post('/api/loginRoute', { loginEmail: ADMIN.email });
    expectError(missing, 400, ErrorCode.validation);
    expect(missing.body.fields).to.have.property('loginPassword');
    const wrongType = await post('/api/loginRoute', { loginEmail: 42, loginPassword: ['x'] });
    expectError(wrongType, 400, ErrorCode.validation);
    expect(wrongType.body.fields).to.include.keys('loginEmail', 'loginPassword');
  });

  it('when "Keep me logged in" is ticked, then the token lives for days instead of hours', async () => {
    const customer = await createTestCustomer();
    const short = await post('/api/loginRoute', { loginEmail: customer.userEmail, loginPassword: customer.password });
    const long = await post('/api/loginRoute', { loginEmail: customer.userEmail, loginPassword: customer.password, keepMeLoggedIn: true });
    const hours = (ms: number) => (ms - Date.now()) / 3_600_000;
    expect(hours(short.body.expiresAt)).to.be.within(7.9, 8.1);
    expect(hours(long.body.expiresAt)).to.be.within(24 * 29.9, 24 * 30.1);
    expect((jwt.decode(long.body.token) as { exp: number }).exp * 1000).to.be.closeTo(long.body.expiresAt, 2000);
  });
});

describe('GET /api/profile', () => {
  it('when a customer asks, then their own details come back', async () => {
    const customer = await createTestCustomer();
    const answer = await get('/api/profile', await login(customer.userEmail, customer.password));
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include({ _id: customer._id, userEmail: customer.userEmail, userType: 'customer' });
    expect(answer.body).to.not.have.property('passwordHash');
  });

  it('when no token is sent, then 401 with code 7002', async () => {
    expectError(await get('/api/profile'), 401, ErrorCode.unauthorized, Messages.signInRequired);
  });
});

describe('POST /api/password/forgot and /api/password/reset', () => {
  it('when a customer resets through the mailed link, then the new password works and the old one does not', async () => {
    const customer = await createTestCustomer();
    const forgot = await post('/api/password/forgot', { email: customer.userEmail });
    expect(forgot.body).to.deep.equal({ error: false, message: Messages.resetLinkSent });
    const mail = await mailbox().waitFor(customer.userEmail, (m) => m.subject.includes('Reset'));
    expect(mail.html).to.include('/password/resetForm?token=');
    const token = resetTokenFrom(mail.text);

    const reset = await post('/api/password/reset', { token, passwordDetails: { password: 'brand-new1', confirmPassword: 'brand-new1' } });
    expect(reset.status).to.equal(200);
    expect(reset.body).to.deep.equal({ error: false, message: Messages.resetSuccess });
    expect((await post('/api/loginRoute', { loginEmail: customer.userEmail, loginPassword: 'brand-new1' })).status).to.equal(200);
    expectError(await post('/api/loginRoute', { loginEmail: customer.userEmail, loginPassword: customer.password }), 401, ErrorCode.invalidCredentials);
  });

  it('when a reset link is used twice, then the second time is refused as invalid or expired', async () => {
    const customer = await createTestCustomer();
    const token = await requestResetToken(customer.userEmail);
    const body = { token, passwordDetails: { password: 'first-new1', confirmPassword: 'first-new1' } };
    expect((await post('/api/password/reset', body)).status).to.equal(200);
    const again = await post('/api/password/reset', { ...body, passwordDetails: { password: 'second-new', confirmPassword: 'second-new' } });
    expectError(again, 400, ErrorCode.resetLinkInvalid, Messages.resetLinkInvalid);
    expect((await post('/api/loginRoute', { loginEmail: customer.userEmail, loginPassword: 'first-new1' })).status).to.equal(200);
  });

  it('when a reset link is older than an hour, then it is refused', async () => {
    const customer = await createTestCustomer();
    const token = await requestResetToken(customer.userEmail);
    await sql(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [customer._id]);
    const answer = await post('/api/password/reset', { token, passwordDetails: { password: 'late-new1', confirmPassword: 'late-new1' } });
    expectError(answer, 400, ErrorCode.resetLinkInvalid);
  });

  it('when a made-up token is sent, then it is refused', async () => {
    const answer = await post('/api/password/reset', { token: 'made-up', passwordDetails: { password: 'whatever1', confirmPassword: 'whatever1' } });
    expectError(answer, 400, ErrorCode.resetLinkInvalid);
  });

  it('when the new password breaks the rules, then the spec messages come back and the link still works', async () => {
    const customer = await createTestCustomer();
    const token = await requestResetToken(customer.userEmail);
    const short = await post('/api/password/reset', { token, passwordDetails: { password: 'abc', confirmPassword: 'abc' } });
    expectError(short, 400, ErrorCode.validation, Messages.passwordMinLength);
    const long = await post('/api/password/reset', { token, passwordDetails: { password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) } });
    expectError(long, 400, ErrorCode.validation, Messages.passwordMinLength);
    const mismatch = await post('/api/password/reset', { token, passwordDetails: { password: 'abcdef1', confirmPassword: 'abcdef2' } });
    expectError(mismatch, 400, ErrorCode.validation, Messages.passwordsDoNotMatch);
    expect((await post('/api/password/reset', { token, passwordDetails: { password: 'abcdef1', confirmPassword: 'abcdef1' } })).status).to.equal(200);
  });

  it('when the password is reset, then tokens issued before it stop working', async () => {
    const customer = await createTestCustomer();
    const before = await login(customer.userEmail, customer.password);
    expect((await get('/api/profile', before)).status).to.equal(200);
    const token = await requestResetToken(customer.userEmail);
    await post('/api/password/reset', { token, passwordDetails: { password: 'rotated-1', confirmPassword: 'rotated-1' } });
    expectError(await get('/api/profile', before), 401, ErrorCode.unauthorized);
  });

  it('when the email is malformed, then 400 with code 7004 and no mail', async () => {
    expectError(await post('/api/password/forgot', { email: 'nope@' }), 400, ErrorCode.invalidEmail, Messages.invalidEmail);
  });

  it('when the email has no account, then the same answer as for one with, and no mail is sent', async () => {
    const email = uniqueEmail('stranger');
    const answer = await post('/api/password/forgot', { email });
    expect(answer.status).to.equal(200);
    expect(answer.body.message).to.equal(Messages.resetLinkSent);
    expect(await queuedMailSubjects(email)).to.deep.equal([]);
  });

  it('when more reset mails for one address are asked for at once than the limit, then exactly the limit are served and the rest get 429 with Retry-After', async () => {
    const email = uniqueEmail('flooded');
    const limit = getConfig().accountRateLimit;
    const answers = await Promise.all(Array.from({ length: limit + 3 }, () => post('/api/password/forgot', { email })));
    expect(answers.filter((a) => a.status === 200)).to.have.length(limit);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).to.have.length(3);
    for (const answer of refused) {
      expectError(answer, 429, ErrorCode.tooManyRequests, Messages.tooManyRequests);
      expect(Number(answer.headers.get('retry-after'))).to.be.within(1, 15 * 60);
    }
  });

  it('when the reset body is malformed, then 400 in the error model', async () => {
    expectError(await post('/api/password/reset', { token: 'x' }), 400, ErrorCode.validation);
    expectError(await call('POST', '/api/password/forgot', '{"email":'), 400, ErrorCode.validation, Messages.malformedJson);
  });
});
