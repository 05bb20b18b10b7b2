// Made once, on first use: constructing Intl objects is costly on a hot path, and at load time it
// would hold up every page that imports the catalogue.
let thousands: Intl.NumberFormat | undefined;

/** Whole dollars with thousands separators, as every amount shows (DESIGN §2): $12,345. */
export const formatDollars = (amount: number): string => `$${(thousands ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(amount)}`;
