/**
 * Error codes the server puts in `{ error: true, errorCode, errorMessage }`.
 * 7003 and 7004 are the spec's own codes; 7011 and 7012 are the spec's client-side codes for a
 * failed call, listed here so the apps share one table.
 */
export const ErrorCode = {
  internal: 7000,
  validation: 7001,
  unauthorized: 7002,
  invalidCredentials: 7003,
  invalidEmail: 7004,
  forbidden: 7005,
  notFound: 7006,
  conflict: 7007,
  tooManyRequests: 7008,
  quoteService: 7009,
  resetLinkInvalid: 7010,
  clientFailure: 7011,
  adminClientFailure: 7012,
  payloadTooLarge: 7013,
  /** The database (or another part the call needs) does not answer: try again later, the session is fine. */
  serviceUnavailable: 7014,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
