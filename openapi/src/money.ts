// One formatter, made once: constructing Intl objects per call is costly on a hot path.
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole dollars with thousands separators, as every amount shows (DESIGN §2): $12,345. */
export const formatDollars = (amount: number): string => `$${thousands.format(amount)}`;
