// Whole dollars with thousands separators, as every amount shows (customer-side §4): $3,969.
export { formatDollars as dollars } from '@moveday/openapi';
