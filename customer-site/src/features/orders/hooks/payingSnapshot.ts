import type { PayingSnapshot } from '../components/paymentFacts';

/** The tab's note of what the order held when its customer left for Stripe's page (the return is in the same tab). */
const KEY = 'moveday.paying';

export function rememberPaying(snapshot: PayingSnapshot): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(snapshot));
  } catch {
    // Without storage the page knows the payment came when nothing is due any more.
  }
}

/** The note for this order, if the tab has one. */
export function payingSnapshotOf(order: string): PayingSnapshot | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PayingSnapshot> | null;
    return saved && saved.order === order && typeof saved.paidCents === 'number' ? { order, paidCents: saved.paidCents } : null;
  } catch {
    return null;
  }
}

export function forgetPaying(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // see rememberPaying()
  }
}
