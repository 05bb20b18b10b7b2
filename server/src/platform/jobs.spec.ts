import { expect } from 'chai';
import { quietMoment } from './jobs.js';

/** A thread as busy as each look in turn says (the last one again once they run out), and the looks taken. */
function thread(...busy: number[]) {
  const looks: number[] = [];
  const utilization = (ms: number) => {
    looks.push(ms);
    return Promise.resolve(busy[Math.min(looks.length, busy.length) - 1]!);
  };
  return { looks, utilization };
}

describe('Work that yields to requests', () => {
  it('starts at the first look that finds the thread less than half busy', async () => {
    const { looks, utilization } = thread(0.95, 0.7, 0.5, 0.3, 0.1);
    await quietMoment(Date.now() + 60_000, utilization);
    expect(looks).to.deep.equal([100, 100, 100, 100]);
  });

  it('starts without waiting when its time to wait is over, however busy the thread', async () => {
    const { looks, utilization } = thread(1);
    await quietMoment(Date.now() - 1, utilization);
    expect(looks).to.deep.equal([]);
  });

  it('stops waiting when its time is over while the thread stays busy', async () => {
    const { looks, utilization } = thread(1);
    const slowLook = (ms: number) => new Promise<number>((resolve) => setTimeout(() => resolve(utilization(ms)), 5));
    await quietMoment(Date.now() + 30, slowLook);
    expect(looks.length).to.be.greaterThan(0);
  });
});
