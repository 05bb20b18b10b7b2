import { formatCents } from '@moveday/openapi';
import type { EarningLine } from '../lib/types';
import { parseCents } from '../payments/cents';

/** Cents with a sign where it matters: "$450.00", "−$25.00". */
export const signedCents = (cents: number): string => (cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents));

/** What a line is, in a few words: the job and its terms, the call-out, or the adjustment's reason. */
export function lineText(line: Pick<EarningLine, 'kind' | 'terms' | 'finalAmountCents' | 'reason'>): string {
  switch (line.kind) {
    case 'job':
      return `Job done: ${line.terms ?? 'terms unknown'} of ${formatCents(line.finalAmountCents ?? 0)}`;
    case 'callout':
      return 'Call-out: cancelled after the cut-off';
    case 'adjustment':
      return `Adjustment: ${line.reason ?? ''}`;
  }
}

/** The jobs an adjustment may go with: each order the partner earned on, once, newest first. */
export function adjustableOrders(lines: readonly EarningLine[]): { orderId: string; moveID: string }[] {
  const seen = new Map<string, string>();
  for (const line of [...lines].reverse()) if (line.kind !== 'adjustment' && !seen.has(line.orderId)) seen.set(line.orderId, line.moveID);
  return [...seen].map(([orderId, moveID]) => ({ orderId, moveID }));
}

export const REASON_MISSING = 'Say why, for the partner';
export const REASON_MAX = 500;

/** The adjustment as typed, as the server takes it, or what is wrong with each field. */
export function adjustmentOf(form: {
  orderId: string;
  direction: 'add' | 'deduct';
  amount: string;
  reason: string;
}): { body: { orderId: string; amountCents: number; reason: string }; problems?: undefined } | { body?: undefined; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  if (!form.orderId) problems.orderId = 'Choose the job it goes with';
  const amount = parseCents(form.amount);
  if (amount.problem !== undefined) problems.amountCents = amount.problem;
  const reason = form.reason.trim();
  if (!reason) problems.reason = REASON_MISSING;
  else if (reason.length > REASON_MAX) problems.reason = `At most ${REASON_MAX} characters`;
  if (Object.keys(problems).length > 0 || amount.cents === undefined) return { problems };
  return { body: { orderId: form.orderId, amountCents: form.direction === 'deduct' ? -amount.cents : amount.cents, reason } };
}
