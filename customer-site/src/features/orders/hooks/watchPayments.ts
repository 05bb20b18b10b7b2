import type { CustomerPayments } from '../api/getPayments';

export interface WatchEvents {
  /** Each answer, as it comes. */
  read(payments: CustomerPayments): void;
  /** A read failed; the next one is tried at its time. */
  failed(err: unknown): void;
  /** The change came. */
  settled(): void;
  /** The waits ran out without it. */
  gaveUp(): void;
}

/**
 * Reads the order's payments at once, then again after each wait of `delays`, until `settled`
 * says the change waited for is there (a card payment Stripe confirmed, a refund), or the waits
 * run out. Answers a function that stops it.
 */
export function watchPayments(
  read: () => Promise<CustomerPayments>,
  settled: (payments: CustomerPayments) => boolean,
  delays: readonly number[],
  on: WatchEvents,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  async function attempt(index: number): Promise<void> {
    try {
      const payments = await read();
      if (stopped) return;
      on.read(payments);
      if (settled(payments)) return on.settled();
    } catch (err) {
      if (stopped) return;
      on.failed(err);
    }
    if (index >= delays.length) return on.gaveUp();
    timer = setTimeout(() => void attempt(index + 1), delays[index]);
  }
  void attempt(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
