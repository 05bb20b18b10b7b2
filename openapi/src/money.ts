// Made once, on first use: constructing Intl objects is costly on a hot path, and at load time it
// would hold up every page that imports the catalogue.
let thousands: Intl.NumberFormat | undefined;

/** Whole dollars with thousands separators, as every amount shows (DESIGN §2): $12,345. */
export const formatDollars = (amount: number): string => `$${(thousands ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(amount)}`;

let cents: Intl.NumberFormat | undefined;

/** Cents as dollars and cents, as the ledger shows money (issue 34): $1,234.50. */
export const formatCents = (amountCents: number): string =>
  `${amountCents < 0 ? '-' : ''}$${(cents ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(Math.abs(amountCents) / 100)}`;
