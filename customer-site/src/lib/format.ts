/** Whole dollars with thousands separators, as every amount shows (customer-side §4): $3,969. */
export const dollars = (amount: number): string => `$${amount.toLocaleString('en-US')}`;
