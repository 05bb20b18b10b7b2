import createClient from 'openapi-fetch';
import type { paths } from '@moveday/openapi/api';
import { ErrorCode, LOCALE_TAGS } from '@moveday/openapi';
import { activeLocale, translate } from './i18n';
import { endSession, getSession } from './session';

/** The one typed client of the API: every call's path, body and answer come from the OpenAPI spec. */
export const api = createClient<paths>({ baseUrl: '/api' });

api.use({
  onRequest({ request }) {
    const session = getSession();
    if (session && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${session.token}`);
    // The server answers its messages (and writes the account's mails) in the visitor's language.
    request.headers.set('accept-language', LOCALE_TAGS[activeLocale()]);
    return request;
  },
});

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body a path and method take. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : never;

/** The JSON answer of a path and method on success. */
export type ResponseBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: infer R } } ? JsonOf<R> : never;

/** A failed call, with the message to show people (the spec's error catalogue). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly errorCode: number,
    readonly status?: number,
    readonly fields?: Record<string, string>,
    /** The error's whole body, for what a page lists from it (the move numbers of a 409). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Which 7011 message a failed call shows (customer-side §8): the public forms (login, enquiries,
 * password) say to check the connection; the signed-in customer's calls say to contact the admin.
 * A partner's calls are signed in too, and show the server's words for what a job allows now.
 * After booking (DESIGN §10, beyond the spec): 'selfService' is a customer's change to their own
 * order, and 'ratingLink' the public rating link's calls; both show the server's words for what
 * the order allows now. 'account' is the customer's calls on the account itself (issue 21): closing
 * it says which open orders stand in the way. 'payment' is a customer paying their order online
 * (issue 34): the server says when nothing is due, or when the card processor did not answer.
 */
export type CallKind = 'public' | 'customer' | 'partner' | 'selfService' | 'ratingLink' | 'account' | 'payment';

/** Calls made with a sign-in: a 401 ends it. */
const SIGNED_IN: readonly CallKind[] = ['customer', 'partner', 'selfService', 'account', 'payment'];

/** Codes whose server message tells people what to do; any other failure gets the catalogue's 7011 text. */
const SERVER_WORDED: readonly number[] = [
  ErrorCode.validation,
  ErrorCode.invalidCredentials,
  ErrorCode.invalidEmail,
  ErrorCode.moveAlreadyBooked,
  ErrorCode.tooManyRequests,
  ErrorCode.resetLinkInvalid,
  ErrorCode.quoteService,
];

/**
 * A partner's calls: the server says why a job cannot be answered or marked now (and a job that
 * is not its), and which move keeps a day from being taken off.
 */
const PARTNER_WORDED: readonly number[] = [
  ErrorCode.notFound,
  ErrorCode.offerNotOpen,
  ErrorCode.moveDateNotReached,
  ErrorCode.illegalTransition,
  ErrorCode.orderChangedMeanwhile,
  ErrorCode.jobOnDayOff,
];

/**
 * A customer's changes to their own order: the server says why the order does not allow one now
 * (past the cut-off, a request pending or answered, rated already, its status, a change meanwhile).
 */
const SELF_SERVICE_WORDED: readonly number[] = [
  ErrorCode.illegalTransition,
  ErrorCode.orderChangedMeanwhile,
  ErrorCode.cancelCutoffPassed,
  ErrorCode.changeRequestPending,
  ErrorCode.changeRequestClosed,
  ErrorCode.alreadyRated,
];

/** Closing an account with open orders says which (the body lists their move numbers too). */
const ACCOUNT_WORDED: readonly number[] = [ErrorCode.accountHasOpenOrders];

/** Paying online: nothing is due now (paid meanwhile, or cards are off), or Stripe did not answer (nothing was charged). */
const PAYMENT_WORDED: readonly number[] = [ErrorCode.paymentNotDue, ErrorCode.paymentProvider];

/** A rating link used once already says so. */
const RATING_LINK_WORDED: readonly number[] = [ErrorCode.alreadyRated];

const WORDED_BY_KIND: Record<CallKind, readonly number[]> = {
  public: SERVER_WORDED,
  customer: SERVER_WORDED,
  partner: [...SERVER_WORDED, ...PARTNER_WORDED],
  selfService: [...SERVER_WORDED, ...SELF_SERVICE_WORDED],
  ratingLink: [...SERVER_WORDED, ...RATING_LINK_WORDED],
  account: [...SERVER_WORDED, ...ACCOUNT_WORDED],
  payment: [...SERVER_WORDED, ...PAYMENT_WORDED],
};

interface ErrorShape {
  error?: boolean;
  errorCode?: number;
  errorMessage?: string;
  fields?: Record<string, string>;
}

/**
 * Runs one call and gives its answer, or throws an ApiError carrying the message to show. A
 * signed-in customer's or partner's 401 ends the session (the app then goes to /login). A 503
 * (the server's database is down) keeps it: the message says to try again in a moment, and the
 * same call then works with the same token.
 */
export async function send<T>(kind: CallKind, call: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call();
  } catch {
    throw new ApiError(translate('somethingWentWrong'), ErrorCode.clientFailure);
  }
  const { data, error, response } = result;
  if (response.ok && error === undefined) return data as T;
  const body = (typeof error === 'object' && error !== null ? error : {}) as ErrorShape;
  if (response.status === 503) throw new ApiError(translate('serviceUnavailable'), ErrorCode.serviceUnavailable, 503);
  if (response.status === 401 && SIGNED_IN.includes(kind)) {
    endSession('expired');
    throw new ApiError(translate('sessionExpired'), ErrorCode.unauthorized, 401);
  }
  const worded = WORDED_BY_KIND[kind];
  if (typeof body.errorCode === 'number' && typeof body.errorMessage === 'string' && worded.includes(body.errorCode)) {
    throw new ApiError(body.errorMessage, body.errorCode, response.status, body.fields, error);
  }
  const message = SIGNED_IN.includes(kind) ? translate('somethingWentWrong') : translate('connectionProblem');
  throw new ApiError(message, ErrorCode.clientFailure, response.status);
}

export const messageOf = (err: unknown): string => (err instanceof ApiError ? err.message : translate('somethingWentWrong'));
