import { expect } from 'chai';
import type { CustomerPayments } from '../api/getPayments';
import { watchPayments } from './watchPayments';

const answer = (paidCents: number) => ({ paidCents }) as CustomerPayments;

/** Runs a watch to its end and tells what it heard. */
function run(reads: Array<CustomerPayments | Error>, delays: number[]): Promise<{ heard: string[]; calls: number }> {
  let calls = 0;
  const heard: string[] = [];
  return new Promise((resolve) => {
    watchPayments(
      async () => {
        const next = reads[Math.min(calls++, reads.length - 1)]!;
        if (next instanceof Error) throw next;
        return next;
      },
      (payments) => payments.paidCents > 0,
      delays,
      {
        read: (payments) => heard.push(`read ${payments.paidCents}`),
        failed: () => heard.push('failed'),
        settled: () => resolve({ heard: [...heard, 'settled'], calls }),
        gaveUp: () => resolve({ heard: [...heard, 'gave up'], calls }),
      },
    );
  });
}

describe('Watching an order’s payments until a change comes', () => {
  it('when the payment shows at the third read, then it stops there', async () => {
    const { heard, calls } = await run([answer(0), answer(0), answer(200), answer(300)], [1, 1, 1, 1]);
    expect(heard).to.deep.equal(['read 0', 'read 0', 'read 200', 'settled']);
    expect(calls).to.equal(3);
  });

  it('when a read fails, then the next one is tried at its time', async () => {
    const { heard } = await run([new Error('down'), answer(200)], [1, 1]);
    expect(heard).to.deep.equal(['failed', 'read 200', 'settled']);
  });

  it('when the change never comes, then it gives up after the last wait: one read at once and one after each wait', async () => {
    const { heard, calls } = await run([answer(0)], [1, 2, 3]);
    expect(heard.at(-1)).to.equal('gave up');
    expect(calls).to.equal(4);
  });

  it('when it is stopped, then it reads no more and says nothing', async () => {
    let calls = 0;
    const heard: string[] = [];
    const stop = watchPayments(
      async () => {
        calls++;
        return answer(0);
      },
      () => false,
      [5, 5, 5],
      { read: () => heard.push('read'), failed: () => heard.push('failed'), settled: () => heard.push('settled'), gaveUp: () => heard.push('gave up') },
    );
    await new Promise((resolve) => setTimeout(resolve, 1));
    stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).to.equal(1);
    expect(heard).to.deep.equal(['read']);
  });
});
