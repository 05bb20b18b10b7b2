import os from 'node:os';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { DEFAULT_COMPANY, Ranges, isStorableText, phoneHref, SOCIAL_NETWORKS, type CompanyContact, type SocialNetwork } from '@moveday/openapi';

/** Unset and empty variables both mean "use the default". */
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A line the site shows as it is: printable (the catalogue's text rule), at most `max` characters. */
const shownLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => isStorableText(text) && !/[\t\n\r]/.test(text), 'must be printable text on one line');

/** A postal address: its lines, with `|` between them. */
const addressSetting = z
  .string()
  .transform((text) =>
    text
      .split('|')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  .pipe(z.array(shownLine(100)).min(1, 'must hold at least one line'));

/** A phone number as people write it: 7 to 15 digits, with spaces, dots, dashes, parentheses or a leading +. */
const phoneSetting = shownLine(30).refine(
  (phone) => /^\+?[\d\s().-]+$/.test(phone) && /^(\D*\d){7,15}\D*$/.test(phone),
  'must be a phone number: 7 to 15 digits, with spaces, dots, dashes, parentheses or a leading +',
);

/** A social network's page: a web address. */
const socialPage = optional(z.url({ protocol: /^https?$/ }));

export interface TimeOfDay {
  hour: number;
  minute: number;
}

const DEFAULT_BACKUP_AT: TimeOfDay = { hour: 3, minute: 30 };

/** BACKUP_AT: a time of day as HH:MM (24-hour), or `off`. */
const backupTimeSetting = z
  .string()
  .trim()
  .transform((text, ctx): TimeOfDay | null => {
    if (text.toLowerCase() === 'off') return null;
    const found = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: 'must be a time of day as HH:MM (24-hour), or off' });
      return z.NEVER;
    }
    return { hour: Number(found[1]), minute: Number(found[2]) };
  });

/** Express's names for address ranges a proxy may sit in. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrRange = (entry: string): boolean => {
  if (PROXY_RANGES.includes(entry) || ipaddr.isValid(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || bits === undefined || !/^\d{1,3}$/.test(bits) || !ipaddr.isValid(address!)) return false;
  return Number(bits) <= (ipaddr.parse(address!).kind() === 'ipv4' ? 32 : 128);
};

/**
 * Which proxies in front of the server may say who the client is (`X-Forwarded-For`), as
 * Express's `trust proxy` takes it: unset, `false` or `0` trusts none (the connecting address is
 * the client); a number trusts that many hops; else a comma-separated list of addresses, CIDR
 * ranges and `loopback`, `linklocal`, `uniquelocal`. Trusting every proxy (`true`) is not offered:
 * it would let any client name its own address.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((text, ctx): false | number | string[] => {
    if (text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; not ${wrong.map((w) => JSON.stringify(w)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** CIDR ranges (or single addresses) of private networks webhooks may go to, comma-separated. */
const webhookNetworksSetting = z
  .string()
  .trim()
  .transform((text, ctx): string[] => {
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const wrong = entries.filter((entry) => PROXY_RANGES.includes(entry) || !isAddressOrRange(entry));
    if (wrong.length > 0) {
      ctx.addIssue({ code: 'custom', message: `must be a list of addresses and CIDR ranges; not ${wrong.map((w) => JSON.stringify(w)).join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

/** Every setting the server reads from the environment, with its default. README lists the same table. */
/** Dollars as people write them ("150", "99.50"), read as integer cents. */
const dollarsSetting = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount in dollars, like 150 or 99.50')
  .transform((text) => {
    const [whole, cents = ''] = text.split('.');
    return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  });

/**
 * The embedded PostgreSQL runs on this machine's cores, beside the server: more connections at work
 * than about two per core only make its backends contend (locks, switches), and each quote then
 * costs the database a fifth more CPU (docs/performance.md, issue 32). A database elsewhere has
 * cores of its own, which we cannot see: there the pool keeps Sequelize's usual 10.
 */
const embeddedPoolSize = () => Math.max(4, 2 * os.availableParallelism());

const schema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('production'),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(8080),
  HOST: optional(z.string()).default('0.0.0.0'),
  TRUST_PROXY: optional(trustProxySetting).default(false),
  PUBLIC_URL: optional(z.url()),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  EMBEDDED_PG_PORT: optional(z.coerce.number().int().min(1).max(65535)).default(5433),
  DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(200)),
  JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET must be at least 32 characters')),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string()).default('MoveDay <no-reply@moveday.local>'),
  MAIL_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(1).max(300)).default(20),
  MAIL_RETRIES: optional(z.coerce.number().int().min(0).max(20)).default(12),
  MAIL_FIRST_RETRY_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).default(15),
  OFFER_HOURS: optional(z.coerce.number().positive().max(168)).default(24),
  OFFER_HOURS_BEFORE_MOVE: optional(z.coerce.number().min(0).max(168)).default(12),
  OFFER_MIN_MINUTES: optional(z.coerce.number().int().min(1).max(1440)).default(60),
  CANCEL_CUTOFF_HOURS: optional(z.coerce.number().int().min(Ranges.cancelCutoffHours.min).max(Ranges.cancelCutoffHours.max)).default(
    DEFAULT_COMPANY.cancelCutoffHours,
  ),
  INFO_EMAIL: optional(z.email()).default(DEFAULT_COMPANY.infoEmail),
  SUPPORT_EMAIL: optional(z.email()).default(DEFAULT_COMPANY.supportEmail),
  COMPANY_LEGAL_NAME: optional(shownLine(100)).default(DEFAULT_COMPANY.legalName),
  COMPANY_ADDRESS: optional(addressSetting).default([...DEFAULT_COMPANY.address]),
  COMPANY_PHONE: optional(phoneSetting).default(DEFAULT_COMPANY.phone),
  SOCIAL_FACEBOOK_URL: socialPage,
  SOCIAL_X_URL: socialPage,
  SOCIAL_INSTAGRAM_URL: socialPage,
  SOCIAL_LINKEDIN_URL: socialPage,
  ADMIN_EMAIL: optional(z.email()).default('admin@moveday.local'),
  ADMIN_PASSWORD: optional(z.string().min(6).max(20)),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)).default('info'),
  SESSION_HOURS: optional(z.coerce.number().positive()).default(8),
  KEEP_LOGGED_IN_DAYS: optional(z.coerce.number().positive()).default(30),
  AUTH_RATE_LIMIT: optional(z.coerce.number().int().positive()).default(60),
  ACCOUNT_RATE_LIMIT: optional(z.coerce.number().int().positive()).default(10),
  LOGIN_FAILURES_BEFORE_DELAY: optional(z.coerce.number().int().positive()).default(5),
  LOGIN_FIRST_DELAY_SECONDS: optional(z.coerce.number().int().positive().max(900)).default(1),
  LOGIN_ACCOUNT_FAILURES_PER_HOUR: optional(z.coerce.number().int().positive()).default(100),
  API_KEY_RATE_LIMIT: optional(z.coerce.number().int().positive()).default(600),
  WEBHOOK_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(1).max(60)).default(5),
  WEBHOOK_RETRIES: optional(z.coerce.number().int().min(0).max(20)).default(12),
  WEBHOOK_FIRST_RETRY_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).default(20),
  WEBHOOK_ALLOWED_NETWORKS: optional(webhookNetworksSetting).default([]),
  WEBHOOK_KEEP_DAYS: optional(z.coerce.number().int().min(1).max(3650)).default(30),
  BACKUP_DIR: optional(z.string()),
  BACKUP_AT: optional(backupTimeSetting),
  BACKUP_KEEP: optional(z.coerce.number().int().min(1).max(366)).default(14),
  DEPOSIT_PERCENT: optional(z.coerce.number().min(1).max(100)).default(20),
  DEPOSIT_AMOUNT: optional(dollarsSetting),
  CANCEL_FEE_AMOUNT: optional(dollarsSetting).default(0),
  PARTNER_COMMISSION_PERCENT: optional(
    z
      .string()
      .trim()
      .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'must be a percentage from 0 to 100, at most two decimals, like 20 or 17.5')
      .transform((percent) => Math.round(Number(percent) * 100)),
  ).default(2000),
  PARTNER_CALLOUT_FEE_AMOUNT: optional(dollarsSetting).default(0),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_..., sk_live_...)')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_[A-Za-z0-9]+$/, "must be the webhook endpoint's signing secret (whsec_...)")),
  // Another Stripe-compatible API (the tests' fake, stripe-mock); never set in production.
  STRIPE_API_URL: optional(z.url({ protocol: /^https?$/ })),
  // A bearer token in a header: printable ASCII without spaces, long enough not to be guessed.
  METRICS_TOKEN: optional(
    z
      .string()
      .regex(/^[!-~]+$/, 'must be printable ASCII without spaces')
      .min(16, 'METRICS_TOKEN must be at least 16 characters'),
  ),
});

const SOCIAL_SETTING = {
  facebook: 'SOCIAL_FACEBOOK_URL',
  x: 'SOCIAL_X_URL',
  instagram: 'SOCIAL_INSTAGRAM_URL',
  linkedin: 'SOCIAL_LINKEDIN_URL',
} as const satisfies Record<SocialNetwork, keyof z.infer<typeof schema>>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Express's `trust proxy`: the proxies whose `X-Forwarded-For` names the client (false: none). */
  trustProxy: false | number | string[];
  /** Where links in mails point. */
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  embeddedPgPort: number;
  /** Connections the server's pool may hold at once (the job queue has its own few). */
  databasePoolSize: number;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Each step of an SMTP attempt (connect, greeting, every answer) may take this long. */
  mailTimeoutSeconds: number;
  /** Retries of a mail whose sending failed, before it is marked failed. */
  mailRetries: number;
  /** The first retry's wait; each next one doubles it (with up to as much again at random). */
  mailFirstRetrySeconds: number;
  /**
   * How long a partner has to answer an offer: `hours` at most, and never later than
   * `hoursBeforeMove` before the move day begins in the pickup's time zone; but at least
   * `minMinutes` (an offer for today or tomorrow still gets a real chance).
   */
  offerDeadline: { hours: number; hoursBeforeMove: number; minMinutes: number };
  /** The company inbox that receives enquiries and the offers' declines and expiries (also shown on the site, in `company`). */
  infoEmail: string;
  /** How people reach the company, as the customer site shows it. */
  company: CompanyContact;
  adminEmail: string;
  adminPassword?: string;
  logLevel: (typeof LOG_LEVELS)[number];
  sessionHours: number;
  keepLoggedInDays: number;
  /** Calls to login, signup, password and enquiry routes per client address per 15 minutes. */
  authRateLimit: number;
  /** Reset mails and enquiries per email address per 15 minutes. */
  accountRateLimit: number;
  /** Wrong passwords in a row for one account from one address before each try has to wait. */
  loginFailuresBeforeDelay: number;
  /** The first of those waits; each further wrong password doubles it, up to 15 minutes. */
  loginFirstDelaySeconds: number;
  /** Wrong passwords per account per hour from all addresses; beyond, only addresses it signed in from may try. */
  loginAccountFailuresPerHour: number;
  /** Calls an API key may make per minute (all servers together). */
  apiKeyRateLimit: number;
  /** Webhook deliveries: each attempt's time limit (connect to answer), the retries after the first and the first retry's wait (each next doubles). */
  webhookTimeoutSeconds: number;
  webhookRetries: number;
  webhookFirstRetrySeconds: number;
  /** Private networks (addresses, CIDR ranges) webhooks may go to; by default none. */
  webhookAllowedNetworks: string[];
  /** Days the delivery log keeps a finished delivery (and its event's body). */
  webhookKeepDays: number;
  /** Where backups are written: BACKUP_DIR, else DATA_DIR/backups. */
  backupDir: string;
  /** When the nightly backup runs, in the company's time zone; null: no nightly backup. */
  nightlyBackupAt: TimeOfDay | null;
  /** How many nightly backups are kept (the newest); those taken by hand are the operator's to delete. */
  backupKeep: number;
  /** Unset: no `/api/metrics` (it answers 404 like any unknown path). Set: the bearer token a scraper sends. */
  metricsToken?: string;
  /** Money in (issue 34). */
  payments: PaymentSettings;
  /** Money out: a partner without terms of its own is on this commission (PARTNER_COMMISSION_PERCENT, in basis points). */
  settlements: {
    defaultCommissionBasisPoints: number;
    /** What the partner of a job cancelled after the cut-off is paid for turning out, in cents (PARTNER_CALLOUT_FEE_AMOUNT); 0: nothing. */
    calloutFeeCents: number;
  };
}

export interface PaymentSettings {
  /** The deposit asked once an order has a fixed price: DEPOSIT_AMOUNT in cents when set, else DEPOSIT_PERCENT of the price. */
  deposit: { percent: number } | { amountCents: number };
  /** What the company keeps of a deposit refunded at an online cancellation before the cut-off, in cents. */
  cancelFeeCents: number;
  /** Card payments through Stripe; null without STRIPE_SECRET_KEY (the site then says "pay on move day"). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  // Without the signing secret no payment could ever be confirmed: refuse to start rather than take money blind.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY (the webhook endpoint's signing secret, whsec_...)",
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? (e.DATABASE_URL ? 10 : embeddedPoolSize()),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailTimeoutSeconds: e.MAIL_TIMEOUT_SECONDS,
    mailRetries: e.MAIL_RETRIES,
    mailFirstRetrySeconds: e.MAIL_FIRST_RETRY_SECONDS,
    offerDeadline: { hours: e.OFFER_HOURS, hoursBeforeMove: e.OFFER_HOURS_BEFORE_MOVE, minMinutes: e.OFFER_MIN_MINUTES },
    infoEmail: e.INFO_EMAIL,
    company: {
      legalName: e.COMPANY_LEGAL_NAME,
      address: e.COMPANY_ADDRESS,
      phone: e.COMPANY_PHONE,
      phoneHref: phoneHref(e.COMPANY_PHONE),
      infoEmail: e.INFO_EMAIL,
      supportEmail: e.SUPPORT_EMAIL,
      social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, e[SOCIAL_SETTING[network]] ?? null])) as Record<SocialNetwork, string | null>,
      cancelCutoffHours: e.CANCEL_CUTOFF_HOURS,
    },
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    sessionHours: e.SESSION_HOURS,
    keepLoggedInDays: e.KEEP_LOGGED_IN_DAYS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    accountRateLimit: e.ACCOUNT_RATE_LIMIT,
    loginFailuresBeforeDelay: e.LOGIN_FAILURES_BEFORE_DELAY,
    loginFirstDelaySeconds: e.LOGIN_FIRST_DELAY_SECONDS,
    loginAccountFailuresPerHour: e.LOGIN_ACCOUNT_FAILURES_PER_HOUR,
    metricsToken: e.METRICS_TOKEN,
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    webhookTimeoutSeconds: e.WEBHOOK_TIMEOUT_SECONDS,
    webhookRetries: e.WEBHOOK_RETRIES,
    webhookFirstRetrySeconds: e.WEBHOOK_FIRST_RETRY_SECONDS,
    webhookAllowedNetworks: e.WEBHOOK_ALLOWED_NETWORKS,
    webhookKeepDays: e.WEBHOOK_KEEP_DAYS,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    // Nightly by default only with the embedded database: an external one is the operator's to back up.
    nightlyBackupAt: e.BACKUP_AT === undefined ? (e.DATABASE_URL ? null : DEFAULT_BACKUP_AT) : e.BACKUP_AT,
    backupKeep: e.BACKUP_KEEP,
    settlements: { defaultCommissionBasisPoints: e.PARTNER_COMMISSION_PERCENT, calloutFeeCents: e.PARTNER_CALLOUT_FEE_AMOUNT },
    payments: {
      deposit: e.DEPOSIT_AMOUNT !== undefined ? { amountCents: e.DEPOSIT_AMOUNT } : { percent: e.DEPOSIT_PERCENT },
      cancelFeeCents: e.CANCEL_FEE_AMOUNT,
      stripe: e.STRIPE_SECRET_KEY ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, apiUrl: e.STRIPE_API_URL ?? null } : null,
    },
  };
}

let current: Config | undefined;

export function setConfig(config: Config): void {
  current = config;
}

export function getConfig(): Config {
  if (!current) throw new Error('Configuration not loaded: call setConfig() at start');
  return current;
}
