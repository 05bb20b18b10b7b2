import { formatCents } from '@moveday/openapi';

/** The most one payment or refund may be: the server's @maximum on `amountCents` ($1,000,000). */
export const MAX_AMOUNT_CENTS = 100_000_000;

export const AMOUNT_MISSING = 'Enter the amount in dollars and cents, e.g. 120.50';
export const AMOUNT_NOT_DOLLARS = 'Dollars and cents only, e.g. 120.50';
export const AMOUNT_TOO_PRECISE = 'At most two digits after the dot: cents';
export const AMOUNT_NOT_ABOVE_ZERO = 'The amount must be more than $0.00';
export const AMOUNT_TOO_LARGE = `At most ${formatCents(MAX_AMOUNT_CENTS)} at a time`;

export type ParsedAmount = { cents: number; problem?: undefined } | { cents?: undefined; problem: string };

/**
 * An amount typed in dollars and cents ("120.50", "$1,200", ".75") as whole cents, or what is
 * wrong with it. Read as text, split on the dot, never through a float: 0.29 dollars is 29 cents,
 * not 28.999... A comma is taken only where it groups thousands.
 */
export function parseCents(text: string): ParsedAmount {
  const typed = text.trim().replace(/^\$\s*/, '');
  if (typed === '') return { problem: AMOUNT_MISSING };
  const plain = /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(typed) ? typed.replaceAll(',', '') : typed;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { problem: AMOUNT_NOT_DOLLARS };
  if (fraction.length > 2) return { problem: AMOUNT_TOO_PRECISE };
  // More digits than the largest amount has: too large, before any arithmetic could round it.
  if (whole.replace(/^0+/, '').length > String(MAX_AMOUNT_CENTS / 100).length) return { problem: AMOUNT_TOO_LARGE };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0) return { problem: AMOUNT_NOT_ABOVE_ZERO };
  if (cents > MAX_AMOUNT_CENTS) return { problem: AMOUNT_TOO_LARGE };
  return { cents };
}
