import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { call, expectError, mailbox, post, sql, type ApiAnswer } from '../../../test/support/app.js';
import { createTestCustomer } from '../../../test/support/accounts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { getConfig } from '../../platform/config.js';
import { accountKey, delaySeconds, pairKey } from './loginThrottle.js';

/** A sign-in from a given client address: the app trusts X-Forwarded-For from loopback only. */
const signIn = (address: string, email: string, password: string): Promise<ApiAnswer> =>
  call('POST', '/api/loginRoute', { loginEmail: email, loginPassword: password }, undefined, { 'x-forwarded-for': address });

const retryAfter = (answer: ApiAnswer) => Number(answer.headers.get('retry-after'));

async function storedPoints(prefix: string, key: string): Promise<number | undefined> {
  const [row] = await sql<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1 AND expire > $2', [`${prefix}:${key}`, Date.now()]);
  return row?.points;
}

/** Ends a pair's current wait, as if its time had passed. */
async function endWait(email: string, address: string): Promise<void> {
  const moved = await sql('UPDATE rate_limits SET expire = $2 WHERE key = $1 RETURNING key', [`login_wait:${pairKey(email, address)}`, Date.now() - 1]);
  expect(moved, 'the pair had a wait to end').to.have.length(1);
}

function expectTooMany(answer: ApiAnswer): void {
  expectError(answer, 429, ErrorCode.tooManyRequests, Messages.tooManyRequests);
  expect(retryAfter(answer), 'Retry-After').to.be.at.least(1);
}

describe('Sign-in throttling per account and address (POST /api/loginRoute)', () => {
  const free = () => getConfig().loginFailuresBeforeDelay;

  it('when the failures pass the free ones, then the wait doubles from 1 s and stops at 15 minutes', () => {
    const config = { ...getConfig(), loginFirstDelaySeconds: 1 };
    const waits = Array.from({ length: 16 }, (_, i) => delaySeconds(i + 1, config));
    expect(waits.slice(0, free() - 1)).to.deep.equal(Array(free() - 1).fill(0));
    expect(waits.slice(free() - 1, free() + 4)).to.deep.equal([1, 2, 4, 8, 16]);
    expect(delaySeconds(free() + 9, config)).to.equal(512);
    expect(delaySeconds(free() + 10, config)).to.equal(900);
    expect(delaySeconds(10_000, config)).to.equal(900);
  });

  it("when a stranger keeps guessing the admin's password from one address, then that address waits longer each time while the admin signs in from the usual one", async () => {
    const stranger = '203.0.113.10';
    const usual = '198.51.100.10';
    expect((await signIn(usual, ADMIN.email, ADMIN.password)).status).to.equal(200);

    for (let i = 0; i < free(); i++) expectError(await signIn(stranger, ADMIN.email, `guess-${i}`), 401, ErrorCode.invalidCredentials);
    const first = await signIn(stranger, ADMIN.email, ADMIN.password);
    expectTooMany(first);
    expect((await signIn(usual, ADMIN.email, ADMIN.password)).status, 'the admin from the usual address').to.equal(200);

    const waits = [retryAfter(first)];
    for (let round = 1; round <= 3; round++) {
      await endWait(ADMIN.email, stranger);
      expectError(await signIn(stranger, ADMIN.email, `guess-more-${round}`), 401, ErrorCode.invalidCredentials);
      const refused = await signIn(stranger, ADMIN.email, `guess-refused-${round}`);
      expectTooMany(refused);
      waits.push(retryAfter(refused));
      expect((await signIn(usual, ADMIN.email, ADMIN.password)).status, `the admin from the usual address, round ${round}`).to.equal(200);
    }
    // Each wait doubles the one before; Retry-After may be a second short of it, for the test's own time.
    const firstWait = getConfig().loginFirstDelaySeconds;
    waits.forEach((wait, i) => expect(wait, `wait ${i} of ${waits.join(', ')}`).to.be.within(firstWait * 2 ** i - 1, firstWait * 2 ** i));
    expect(await storedPoints('login_fail', pairKey(ADMIN.email, stranger)), 'only answered failures count').to.equal(free() + 3);

    await endWait(ADMIN.email, stranger);
    expect((await signIn(stranger, ADMIN.email, ADMIN.password)).status, "the right password from the stranger's address").to.equal(200);
    expect(await storedPoints('login_fail', pairKey(ADMIN.email, stranger))).to.equal(undefined);
  });

  it('when the right password comes from a waiting address once its wait is over, then it signs in and the address starts afresh', async () => {
    const customer = await createTestCustomer();
    const address = '203.0.113.20';
    for (let i = 0; i < free(); i++) expectError(await signIn(address, customer.userEmail, `wrong-${i}`), 401, ErrorCode.invalidCredentials);
    expectTooMany(await signIn(address, customer.userEmail, customer.password));

    await endWait(customer.userEmail, address);
    expect((await signIn(address, customer.userEmail, customer.password)).status).to.equal(200);
    for (let i = 0; i < free(); i++) {
      expectError(await signIn(address, customer.userEmail, `wrong-again-${i}`), 401, ErrorCode.invalidCredentials);
    }
  });

  it('when one address is made to wait for an account, then the same address may still try other accounts, and other addresses that account', async () => {
    const target = await createTestCustomer();
    const other = await createTestCustomer();
    const address = '203.0.113.30';
    for (let i = 0; i < free(); i++) await signIn(address, target.userEmail, `wrong-${i}`);
    expectTooMany(await signIn(address, target.userEmail, target.password));
    expect((await signIn(address, other.userEmail, other.password)).status).to.equal(200);
    expect((await signIn('198.51.100.30', target.userEmail, target.password)).status).to.equal(200);
  });

  it('when twenty right passwords arrive at once after a few wrong ones, then all twenty sign in: tries in flight count for nothing', async () => {
    const customer = await createTestCustomer();
    const address = '203.0.113.40';
    for (let i = 0; i < free() - 1; i++) expectError(await signIn(address, customer.userEmail, `wrong-${i}`), 401, ErrorCode.invalidCredentials);
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(address, customer.userEmail, customer.password)));
    expect(answers.map((a) => a.status)).to.deep.equal(Array(20).fill(200));
    expect(await storedPoints('login_fail', pairKey(customer.userEmail, address))).to.equal(undefined);
  });

  it('when twenty wrong passwords arrive at once, then each counts once it is answered, and the right one works when the wait is over', async () => {
    const customer = await createTestCustomer();
    const address = '203.0.113.50';
    // Twenty failures spend the account's hourly budget too; an address it knows is not held by that.
    expect((await signIn(address, customer.userEmail, customer.password)).status).to.equal(200);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(address, customer.userEmail, `wrong-${i}`)));
    const failed = answers.filter((a) => a.status === 401).length;
    answers.filter((a) => a.status !== 401).forEach(expectTooMany);
    expect(failed, 'at least the free failures are answered as wrong passwords').to.be.at.least(free());
    expect(await storedPoints('login_fail', pairKey(customer.userEmail, address)), 'failures counted').to.equal(failed);
    expect(await storedPoints('login_account', accountKey(customer.userEmail)), 'failures counted for the account').to.equal(failed);

    const waiting = await signIn(address, customer.userEmail, customer.password);
    expectTooMany(waiting);
    expect(retryAfter(waiting)).to.be.at.most(delaySeconds(failed, getConfig()));
    await endWait(customer.userEmail, address);
    expect((await signIn(address, customer.userEmail, customer.password)).status).to.equal(200);
  });

  it('when the body is not a sign-in at all, then nothing is counted', async () => {
    const customer = await createTestCustomer();
    const address = '203.0.113.60';
    for (let i = 0; i < free() + 2; i++) {
      expectError(
        await call('POST', '/api/loginRoute', { loginEmail: customer.userEmail }, undefined, { 'x-forwarded-for': address }),
        400,
        ErrorCode.validation,
      );
    }
    expect(await storedPoints('login_fail', pairKey(customer.userEmail, address))).to.equal(undefined);
    expect((await signIn(address, customer.userEmail, customer.password)).status).to.equal(200);
  });
});

describe('Sign-in throttling per account, against guessing from many addresses', () => {
  /** Spends the account's hourly budget of failures from addresses that each stay under the free ones. */
  async function spendAccountBudget(email: string, label: number): Promise<void> {
    const { loginAccountFailuresPerHour: budget, loginFailuresBeforeDelay: free } = getConfig();
    const perAddress = free - 1;
    const addresses = Array.from({ length: Math.ceil(budget / perAddress) }, (_, i) => `192.0.2.${label * 20 + i}`);
    let left = budget;
    const tries = addresses.map((address) => {
      const count = Math.min(perAddress, left);
      left -= count;
      return (async () => {
        for (let i = 0; i < count; i++) expectError(await signIn(address, email, `spray-${i}`), 401, ErrorCode.invalidCredentials);
      })();
    });
    await Promise.all(tries);
    expect(await storedPoints('login_account', accountKey(email))).to.equal(budget);
  }

  it('when the hourly budget of failures is spent, then only addresses that have signed in to the account may try', async () => {
    const customer = await createTestCustomer();
    const home = '198.51.100.70';
    expect((await signIn(home, customer.userEmail, customer.password)).status).to.equal(200);
    await spendAccountBudget(customer.userEmail, 1);

    const newcomer = await signIn('203.0.113.70', customer.userEmail, customer.password);
    expectTooMany(newcomer);
    expect(retryAfter(newcomer)).to.be.within(3500, 3600);
    expectTooMany(await signIn('203.0.113.71', customer.userEmail, 'one-more-guess'));
    expect(await storedPoints('login_account', accountKey(customer.userEmail)), 'refusals are not failures').to.equal(getConfig().loginAccountFailuresPerHour);

    expectError(await signIn(home, customer.userEmail, 'a-typo'), 401, ErrorCode.invalidCredentials);
    expect((await signIn(home, customer.userEmail, customer.password)).status, 'the account from its own address').to.equal(200);
  });

  it('when the owner resets the password by the mailed link from a new address, then that address may sign in despite the spent budget', async () => {
    const customer = await createTestCustomer();
    await spendAccountBudget(customer.userEmail, 2);
    const phone = '203.0.113.80';
    expectTooMany(await signIn(phone, customer.userEmail, customer.password));

    expect((await post('/api/password/forgot', { email: customer.userEmail })).status).to.equal(200);
    const mail = await mailbox().waitFor(customer.userEmail, (m) => m.subject.includes('Reset'));
    const token = mail.text.match(/resetForm\?token=([\w-]+)/)![1];
    const reset = await call(
      'POST',
      '/api/password/reset',
      { token, passwordDetails: { password: 'after-attack1', confirmPassword: 'after-attack1' } },
      undefined,
      {
        'x-forwarded-for': phone,
      },
    );
    expect(reset.status).to.equal(200);
    expect((await signIn(phone, customer.userEmail, 'after-attack1')).status).to.equal(200);
    expectTooMany(await signIn('203.0.113.81', customer.userEmail, 'after-attack1'));
  });
});
