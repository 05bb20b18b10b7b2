import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '@/lib/api-client';
import { getPayments, type CustomerPayments } from '../api/getPayments';
import { heldOnCards, paymentArrived, pollDelays, type PaymentReturn } from '../components/paymentFacts';
import { forgetPaying, payingSnapshotOf } from './payingSnapshot';
import { watchPayments } from './watchPayments';

export type PaymentsState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; payments: CustomerPayments };

/** What the Payments card says of the customer's visit to Stripe's page. */
export type ReturnNotice = 'confirming' | 'confirmed' | 'slow' | 'cancelled' | null;

const noticeOnReturn = (came: PaymentReturn | null): ReturnNotice => (came === 'done' ? 'confirming' : came);

/**
 * An order's payments (issue 34). Back from Stripe's page having paid (`came` 'done'), they are
 * read until Stripe's webhook has confirmed the payment, with longer waits each time, for a
 * minute: the return itself proves nothing. After an online cancellation, until the refund to
 * the card comes.
 */
export function usePayments(id: string, came: PaymentReturn | null) {
  const [state, setState] = useState<PaymentsState>({ status: 'loading' });
  const [notice, setNotice] = useState<ReturnNotice>(() => noticeOnReturn(came));
  const [before] = useState(() => (came === 'done' ? payingSnapshotOf(id) : null));
  const [attempt, setAttempt] = useState(0);
  const latest = useRef<CustomerPayments | null>(null);
  const stopRefundWatch = useRef<(() => void) | null>(null);

  const show = useCallback((payments: CustomerPayments) => {
    latest.current = payments;
    setState({ status: 'ready', payments });
  }, []);
  const failed = useCallback((err: unknown) => setState((now) => (now.status === 'ready' ? now : { status: 'failed', message: messageOf(err) })), []);

  // Back from paying: read until the payment shows (a Try again meanwhile reads once more beside it).
  useEffect(() => {
    if (!id || came !== 'done') return;
    return watchPayments(
      () => getPayments(id),
      (payments) => paymentArrived(payments, before),
      pollDelays(),
      {
        read: show,
        failed,
        settled: () => {
          forgetPaying();
          setNotice('confirmed');
        },
        gaveUp: () => setNotice('slow'),
      },
    );
  }, [id, came, before, show, failed]);

  useEffect(() => {
    if (!id || (came === 'done' && attempt === 0)) return;
    let live = true;
    getPayments(id).then(
      (payments) => live && show(payments),
      (err: unknown) => live && setState({ status: 'failed', message: messageOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [id, came, attempt, show]);

  useEffect(() => () => stopRefundWatch.current?.(), []);

  /** Reads them again (Try again, a payment refused as no longer due). */
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  /** The order was just cancelled online: the refund to the card shows once Stripe confirms it. */
  const watchForRefund = useCallback(() => {
    const now = latest.current;
    if (!now || heldOnCards(now) === 0) return reload();
    stopRefundWatch.current?.();
    stopRefundWatch.current = watchPayments(
      () => getPayments(id),
      (payments) => payments.paidCents < now.paidCents,
      pollDelays(),
      { read: show, failed: () => undefined, settled: () => undefined, gaveUp: () => undefined },
    );
  }, [id, reload, show]);

  return { state, notice, reload, watchForRefund };
}
