import crypto from 'node:crypto';
import os from 'node:os';
import { promisify } from 'node:util';
import pLimit from 'p-limit';

const scryptOnPool = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/** libuv's thread pool, where scrypt runs beside file reads and DNS look-ups. */
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * How many hashes run at once: one core fewer than the machine has, and one thread fewer than the
 * pool; at least one. A pile of sign-ins then waits its turn here instead of taking every core and
 * every pool thread: quotes and pages keep answering while 32 connections sign in (bench
 * `loginmix`, docs/performance.md). Sign-ins are slow by design either way.
 */
export const HASHES_AT_ONCE = Math.max(1, Math.min(os.availableParallelism() - 1, POOL_THREADS - 1));

const hashing = pLimit(HASHES_AT_ONCE);

const scrypt = (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions): Promise<Buffer> =>
  hashing(() => scryptOnPool(password, salt, keylen, options));

/** scrypt is memory-hard: N=2^15, r=8 takes 32 MiB per hash, which is what makes guessing dear. */
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so a miss takes as long as a hit. */
export const decoyHash = hashPassword(crypto.randomBytes(16).toString('hex'));

/** Hashes running and waiting their turn now (for the tests of the bound). */
export const hashesNow = () => ({ running: hashing.activeCount, waiting: hashing.pendingCount });
