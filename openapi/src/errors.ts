/**
 * Error codes the server puts in `{ error: true, errorCode, errorMessage }`.
 * 7003 and 7004 are the spec's own codes; 7011 and 7012 are the spec's client-side codes for a
 * failed call, listed here so the apps share one table. Clients branch on these codes, never on
 * the words of a message.
 *
 * Every 409 has the code of its kind of conflict (7015-7034, 7036-7039, 7041-7042). 7007 was once the one code of every
 * conflict; it is retired, and no other meaning will take it.
 */
export const ErrorCode = {
  internal: 7000,
  validation: 7001,
  unauthorized: 7002,
  invalidCredentials: 7003,
  invalidEmail: 7004,
  forbidden: 7005,
  notFound: 7006,
  tooManyRequests: 7008,
  quoteService: 7009,
  resetLinkInvalid: 7010,
  clientFailure: 7011,
  adminClientFailure: 7012,
  payloadTooLarge: 7013,
  /** The database (or another part the call needs) does not answer: try again later, the session is fine. */
  serviceUnavailable: 7014,
  /** 409: the order's status does not allow this step (DESIGN §3), or change_status was asked for a status another call sets. */
  illegalTransition: 7015,
  /** 409: someone else changed the order since it was read (a stale `version`, or a race another admin won): reload and try again. */
  orderChangedMeanwhile: 7016,
  /** 409: a completed or cancelled order cannot be edited. */
  orderReadOnly: 7017,
  /** 409: with a partner assigned, the preferred date the partner does not move on cannot change. */
  preferredDateLocked: 7018,
  /** 409: the order cannot be marked complete before its actual move date (today in the pickup's time zone). */
  moveDateNotReached: 7019,
  /** 409: the move is booked already (booking it again, or withdrawing it as a quote). */
  moveAlreadyBooked: 7020,
  /** 409: the partner still has orders assigned (status partnerassigned), so it cannot be deleted. */
  partnerInUse: 7021,
  /** 409: a live partner with this company name, city and state exists already. */
  partnerDuplicate: 7022,
  /** 409: only a failed mail can be sent again, and a secret one (a reset link) not once its body is gone. */
  mailNotResendable: 7023,
  /** 409: the partner's offer is no longer open (withdrawn, expired, or answered already), or the job is not accepted. */
  offerNotOpen: 7024,
  /** 409: the email belongs to another account (a customer, an admin, another partner's sign-in). */
  emailTaken: 7025,
  /** 409: the partner does not fit the job on that day (area, day off, capacity, insurance). */
  partnerUnfit: 7026,
  /** 409: the partner has a job on the day it would take off. */
  jobOnDayOff: 7027,
  /** 409: the move is too close to be cancelled online (the cut-off, CANCEL_CUTOFF_HOURS before the move day begins). */
  cancelCutoffPassed: 7028,
  /** 409: the order has a change request waiting for an answer already. */
  changeRequestPending: 7029,
  /** 409: the change request was answered or withdrawn already. */
  changeRequestClosed: 7030,
  /** 409: the order has been rated already (a rating is given once). */
  alreadyRated: 7031,
  /** 409: a webhook delivery still in the queue, or to an endpoint turned off, cannot be sent again now. */
  webhookDeliveryNotResendable: 7032,
  /** 409: the customer account still has open orders (estimate_open, open, partnerassigned): they must be cancelled before it is closed. */
  accountHasOpenOrders: 7033,
  /** 409: the customer account is closed already. */
  accountAlreadyClosed: 7034,
  /** 415: a request body that is not JSON. */
  unsupportedMediaType: 7035,
  /** 409: outgoing work is not held (any more): nothing to release or drop (another admin did it, or no restore held it). */
  outgoingNotHeld: 7036,
  /** 409: a refund larger than what the order has paid and not yet had back (another refund may just have taken it). */
  refundExceedsPaid: 7037,
  /** 409: the order takes no money now: a quote not booked, or no fixed price yet (an estimate the admin has not priced). */
  orderTakesNoPayment: 7038,
  /** 409: nothing is due online now (nothing owed yet, paid already), or cards are not taken online (no Stripe). */
  paymentNotDue: 7039,
  /** 502: the card processor (Stripe) did not answer or refused the call; nothing was charged. Try again later. */
  paymentProvider: 7040,
  /** 409: the partner's statement is paid already, or a Stripe transfer for it awaits Stripe's word (another admin may just have paid it). */
  statementPaid: 7041,
  /** 409: the statement cannot be paid through Stripe: Stripe is off, or the partner has no connected account. */
  payoutNotPossible: 7042,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The codes a 409 answers with, one per kind of conflict. */
export const CONFLICT_CODES = [
  ErrorCode.illegalTransition,
  ErrorCode.orderChangedMeanwhile,
  ErrorCode.orderReadOnly,
  ErrorCode.preferredDateLocked,
  ErrorCode.moveDateNotReached,
  ErrorCode.moveAlreadyBooked,
  ErrorCode.partnerInUse,
  ErrorCode.partnerDuplicate,
  ErrorCode.mailNotResendable,
  ErrorCode.offerNotOpen,
  ErrorCode.emailTaken,
  ErrorCode.partnerUnfit,
  ErrorCode.jobOnDayOff,
  ErrorCode.cancelCutoffPassed,
  ErrorCode.changeRequestPending,
  ErrorCode.changeRequestClosed,
  ErrorCode.alreadyRated,
  ErrorCode.webhookDeliveryNotResendable,
  ErrorCode.accountHasOpenOrders,
  ErrorCode.accountAlreadyClosed,
  ErrorCode.outgoingNotHeld,
  ErrorCode.refundExceedsPaid,
  ErrorCode.orderTakesNoPayment,
  ErrorCode.paymentNotDue,
  ErrorCode.statementPaid,
  ErrorCode.payoutNotPossible,
] as const;

export type ConflictCode = (typeof CONFLICT_CODES)[number];
