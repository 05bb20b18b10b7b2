import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../platform/config.js';
import { TooManyRequests, hashKey, secondsUntil, storedLimiter } from '../../platform/rateLimit.js';

/**
 * Sign-in throttling that a stranger cannot turn against an account's owner (docs/decisions.md,
 * Rate limits). Guesses are counted per account and client address pair: after
 * `loginFailuresBeforeDelay` wrong passwords in a row, each further try from that pair waits a
 * delay that doubles from `loginFirstDelaySeconds` (1 s) up to 15 minutes; a correct password clears the pair. Only answered
 * failures count, recorded after the password check: tries in flight count for nothing. Against
 * guessing spread over many addresses, an account has a budget of failures per hour from all
 * addresses together; beyond it, only addresses that have signed in to the account before may
 * try. Emails and addresses are stored hashed.
 */

const LONGEST_DELAY_SECONDS = 15 * 60;
/** A pair's failures are forgotten a day after the first of them (or at its next sign-in). */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;
const ACCOUNT_WINDOW_SECONDS = 60 * 60;
/** An address stays known to an account this long after its last sign-in there. */
const KNOWN_ADDRESS_SECONDS = 90 * 24 * 60 * 60;

/** Wrong passwords in a row per pair; the limiter's own points are not used, counts are read. */
const pairFailures = storedLimiter({ keyPrefix: 'login_fail', points: 1, duration: FAILURE_MEMORY_SECONDS });
/**
 * The pair's wait: a failure past the free ones blocks the pair for its delay, and a try while
 * the pair is throttled claims the slot for as long, so tries sent at once cannot all get through.
 */
const pairWait = storedLimiter({ keyPrefix: 'login_wait', points: 1, duration: 1 });
const accountFailures = storedLimiter({ keyPrefix: 'login_account', points: 1, duration: ACCOUNT_WINDOW_SECONDS });
const knownAddresses = storedLimiter({ keyPrefix: 'login_known', points: 1, duration: KNOWN_ADDRESS_SECONDS });

const normalise = (email: string) => email.trim().toLowerCase();

/** The store's key of an (account, address) pair; tests read and move its rows. */
export const pairKey = (email: string, address: string) => hashKey(normalise(email), address);
export const accountKey = (email: string) => hashKey(normalise(email));

/** The wait after the `failures`-th wrong password in a row (0 while the free ones last). */
export function delaySeconds(failures: number, config: Config): number {
  const beyond = failures - config.loginFailuresBeforeDelay;
  if (beyond < 0) return 0;
  return Math.min(config.loginFirstDelaySeconds * 2 ** Math.min(beyond, 30), LONGEST_DELAY_SECONDS);
}

/** Lets a try go on to the password check, or refuses it with how long to wait. */
export async function admitLoginAttempt(email: string, address: string, config: Config): Promise<void> {
  const pair = pairKey(email, address);
  const [failures, account, known] = await Promise.all([pairFailures().get(pair), accountFailures().get(accountKey(email)), knownAddresses().get(pair)]);
  if (account && account.consumedPoints >= config.loginAccountFailuresPerHour && !known) {
    throw new TooManyRequests(secondsUntil(account.msBeforeNext));
  }
  const delay = delaySeconds(failures?.consumedPoints ?? 0, config);
  if (delay === 0) return;
  try {
    await pairWait().consume(pair, 1, { customDuration: delay });
  } catch (refused) {
    if (refused instanceof RateLimiterRes) throw new TooManyRequests(secondsUntil(refused.msBeforeNext));
    throw refused;
  }
}

/** A wrong password (or an unknown email), counted once it is known to be wrong. */
export async function recordLoginFailure(email: string, address: string, config: Config): Promise<void> {
  const pair = pairKey(email, address);
  const [failures] = await Promise.all([pairFailures().penalty(pair), accountFailures().penalty(accountKey(email))]);
  const delay = delaySeconds(failures.consumedPoints, config);
  if (delay > 0) await pairWait().block(pair, delay);
}

/**
 * A correct password, or a password reset through the mailed link (which proves the mailbox):
 * the pair starts afresh and the address is known to the account from now on.
 */
export async function recordSignIn(email: string, address: string): Promise<void> {
  const pair = pairKey(email, address);
  await Promise.all([pairFailures().delete(pair), pairWait().delete(pair), knownAddresses().set(pair, 1, KNOWN_ADDRESS_SECONDS)]);
}
