import { expect } from 'chai';
import { HASHES_AT_ONCE, hashesNow, hashPassword, verifyPassword } from './passwords.js';

describe('Password hashes', () => {
  it('when more sign-ins come at once than may hash at once, then the rest wait their turn, and each still gets its own answer', async () => {
    const stored = await hashPassword('right-horse-battery');
    const tries = Array.from({ length: HASHES_AT_ONCE + 2 }, (_, i) => verifyPassword(i % 2 === 0 ? 'right-horse-battery' : 'wrong-guess', stored));
    // p-limit starts its tasks a microtask later: wait until every try is running or queued.
    while (hashesNow().running + hashesNow().waiting < tries.length) await Promise.resolve();
    expect(hashesNow().running).to.be.at.most(HASHES_AT_ONCE);
    expect(hashesNow().waiting).to.be.at.least(2);
    expect(await Promise.all(tries)).to.deep.equal(tries.map((_, i) => i % 2 === 0));
    expect(hashesNow()).to.deep.equal({ running: 0, waiting: 0 });
  });
});
