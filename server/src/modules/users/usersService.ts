import crypto from 'node:crypto';
import type { Transaction } from 'sequelize';
import { ErrorCode, LOCALES, isEmail, isLocale, passwordProblems, type Locale } from '@moveday/openapi';
import type { Principal, TokenSigner } from '../../platform/auth.js';
import type { Config } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { AppError, notFound, validationError } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { queueMail } from '../mails/index.js';
import { findPartner } from '../partners/index.js';
import * as throttle from './loginThrottle.js';
import { passwordResetMail } from './mails.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';
import * as repo from './usersRepository.js';
import type { ActionResult, LanguageSetting, LoginRequest, LoginResponse, UserDetails } from './usersTypes.js';
import { callerWords } from '../../platform/i18n.js';

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** The account as login and the profile give it; a partner's sign-in with its partner's id and name. */
export async function userDetailsOf(user: repo.UserRecord, transaction?: Transaction): Promise<UserDetails> {
  const details: UserDetails = {
    _id: user.id,
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    userEmail: user.email,
    userPhone: user.phone,
  };
  if (user.partnerId === null) return details;
  const partner = await findPartner(user.partnerId, transaction);
  return { ...details, partnerID: user.partnerId, partnerName: partner?.companyName ?? '' };
}

const principalOf = (user: repo.UserRecord): Principal => ({
  id: user.id,
  userType: user.userType,
  tokenVersion: user.tokenVersion,
  partnerId: user.partnerId,
});

export async function findPrincipal(id: string): Promise<Principal | null> {
  // A token's subject that is not a UUID would only make PostgreSQL complain.
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const user = await repo.findUserById(id);
  return user && !user.closedAt ? principalOf(user) : null;
}

/**
 * Signs a user in; a wrong email and a wrong password get the same answer, in the same time.
 * Tries are throttled per account and client address (loginThrottle.ts).
 */
export async function login(signToken: TokenSigner, request: LoginRequest, clientAddress: string, config: Config): Promise<LoginResponse> {
  const email = request.loginEmail.trim();
  if (!isEmail(email)) throw validationError({ loginEmail: { key: 'emailFormatInvalid' } });
  if (!request.loginPassword) throw validationError({ loginPassword: { key: 'fillMandatoryFields' } });
  await throttle.admitLoginAttempt(email, clientAddress, config);
  const user = await repo.findUserByEmail(email);
  const matches = await verifyPassword(request.loginPassword, user?.passwordHash ?? (await decoyHash));
  // A closed account (issue 21) cannot sign in: its password is unusable anyway, and it says so here too.
  if (!user || !matches || user.closedAt) {
    await throttle.recordLoginFailure(email, clientAddress, config);
    throw new AppError(401, ErrorCode.invalidCredentials, 'invalidCredentials');
  }
  await throttle.recordSignIn(email, clientAddress);
  const lifetime = request.keepMeLoggedIn ? config.keepLoggedInDays * 86_400 : config.sessionHours * 3_600;
  const { token, expiresAt } = signToken(principalOf(user), lifetime);
  return { token, expiresAt, customerDetails: await userDetailsOf(user) };
}

export async function getProfile(userId: string): Promise<UserDetails> {
  const user = await repo.findUserById(userId);
  if (!user) throw notFound();
  return userDetailsOf(user);
}

export async function getLanguage(userId: string): Promise<LanguageSetting> {
  const user = await repo.findUserById(userId);
  if (!user) throw notFound();
  return { language: user.locale };
}

/** The account's language, which its mails are written in from now on. */
export async function setLanguage(userId: string, language: unknown): Promise<LanguageSetting> {
  if (!isLocale(language)) throw validationError({ language: { key: 'listFilterChoice', params: { filter: 'language', choices: LOCALES.join(', ') } } });
  if (!(await repo.updateLocale(userId, language))) throw notFound();
  return { language };
}

/** A single-use link's token for the account, stored hashed; what the link carries. */
export async function issueResetToken(userId: string, lifetimeMs: number, transaction: Transaction): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.insertPasswordReset(userId, sha256(token), new Date(Date.now() + lifetimeMs), transaction);
  return token;
}

/**
 * Mails a single-use reset link valid for an hour. An address with no account gets the same
 * answer as one with, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(rawEmail: string, config: Config): Promise<ActionResult> {
  const email = rawEmail.trim();
  if (!isEmail(email)) throw new AppError(400, ErrorCode.invalidEmail, 'invalidEmail', { email: { key: 'invalidEmail' } });
  const user = await repo.findUserByEmail(email);
  if (user && !user.closedAt) {
    await db().transaction(async (transaction) => {
      const token = await issueResetToken(user.id, RESET_LINK_LIFETIME_MS, transaction);
      await queueMail(passwordResetMail(user, `${config.publicUrl}/password/resetForm?token=${token}`), transaction, { secret: true });
    });
  }
  return { error: false, message: callerWords('resetLinkSent') };
}

/**
 * Sets a new password with a mailed link. The link proves the mailbox, so the address it is used
 * from counts as one the account has signed in from: a customer kept out by guessing elsewhere
 * gets in this way.
 */
export async function resetPassword(token: string, password: string, confirmPassword: string, clientAddress: string): Promise<ActionResult> {
  const problems = passwordProblems(password, confirmPassword);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const passwordHash = await hashPassword(password);
  const userId = await db().transaction(async (transaction) => {
    const userId = await repo.consumePasswordReset(sha256(token), transaction);
    if (!userId) throw new AppError(400, ErrorCode.resetLinkInvalid, 'resetLinkInvalid');
    await repo.updatePassword(userId, passwordHash, transaction);
    await repo.revokePasswordResets(userId, transaction);
    return userId;
  });
  const user = await repo.findUserById(userId);
  if (user) await throttle.recordSignIn(user.email, clientAddress);
  return { error: false, message: callerWords('resetSuccess') };
}

export interface NewCustomer {
  firstName: string;
  lastName: string;
  userEmail: string;
  userPhone: string;
  password: string;
  /** The language of the booking or sign-up: the account's mails are written in it. */
  locale?: Locale;
}

/** A new customer with the password already hashed: what createCustomer stores. */
export type NewCustomerAccount = Omit<NewCustomer, 'password'> & { passwordHash: string };

/**
 * Hashes the new customer's password: call it before opening the transaction that creates the
 * account. A hash waits its turn behind sign-ins (passwords.ts) and must not hold one of the
 * pool's few connections while it waits.
 */
export async function newCustomerAccount({ password, ...customer }: NewCustomer): Promise<NewCustomerAccount> {
  return { ...customer, passwordHash: await hashPassword(password) };
}

/** Creates a customer account inside the caller's transaction (booking creates the account and the order together). */
export async function createCustomer(account: NewCustomerAccount, transaction?: Transaction): Promise<UserDetails> {
  const created = await repo.insertUser(
    {
      email: account.userEmail,
      firstName: account.firstName.trim(),
      lastName: account.lastName.trim(),
      phone: account.userPhone,
      userType: 'customer',
      passwordHash: account.passwordHash,
      ...(account.locale ? { locale: account.locale } : {}),
    },
    transaction,
  );
  return userDetailsOf(created, transaction);
}

export async function findUserDetailsByEmail(email: string, transaction?: Transaction): Promise<UserDetails | null> {
  const user = await repo.findUserByEmail(email, transaction);
  return user ? userDetailsOf(user, transaction) : null;
}

export async function findUserDetailsById(id: string, transaction?: Transaction): Promise<UserDetails | null> {
  const user = await repo.findUserById(id, transaction);
  return user ? userDetailsOf(user, transaction) : null;
}

/** An admin's name as a record keeps it (the name at the time): "First Last", else the email. */
export async function nameOfAccount(id: string, transaction?: Transaction): Promise<string> {
  const user = await findUserDetailsById(id, transaction);
  return user ? `${user.firstName} ${user.lastName}`.trim() || user.userEmail : 'an admin';
}

/**
 * The customer an order is about to be attached to, read in the order's transaction and held
 * (FOR SHARE) until it commits; null for no such customer or a closed account. Closing an account
 * takes the same row exclusively before it counts the open orders, so an order attached at that
 * moment is either counted there (and the closure refused) or refused here, never left on an
 * account closed meanwhile.
 */
export async function customerForNewOrder(id: string, transaction: Transaction): Promise<UserDetails | null> {
  const user = await repo.findUserById(id, transaction, 'share');
  return user && user.userType === 'customer' && !user.closedAt ? userDetailsOf(user, transaction) : null;
}

export const countCustomers = () => repo.countUsers('customer');

/** Where mail for the admins goes: every admin account. */
export const adminEmails = (): Promise<string[]> => repo.findAdminEmails();

/** The language of the accounts at these addresses (keyed in lower case); an address without an account is absent. */
export const localesOfEmails = (emails: readonly string[], transaction?: Transaction): Promise<Map<string, Locale>> =>
  repo.findLocalesByEmail(emails, transaction);

/** The language an account's mails are written in: the account's by id, else the one at the address, else English. */
export async function accountLocale(account: { id?: string | null; email?: string | null }, transaction?: Transaction): Promise<Locale> {
  const user = account.id ? await repo.findUserById(account.id, transaction) : null;
  if (user) return user.locale;
  if (!account.email) return 'en';
  return (await repo.findLocalesByEmail([account.email], transaction)).get(account.email.trim().toLowerCase()) ?? 'en';
}

/** First start: an admin from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password printed once. */
export async function ensureAdmin(config: Config): Promise<void> {
  const existing = await repo.findAnyAdmin();
  if (existing) {
    logger.info({ admin: existing.email, login: `${config.publicUrl}/login` }, 'sign in to the console as the admin');
    return;
  }
  const password = config.adminPassword ?? crypto.randomBytes(12).toString('base64url');
  await repo.insertUser({
    email: config.adminEmail,
    firstName: 'Admin',
    lastName: 'MoveDay',
    phone: '',
    userType: 'admin',
    passwordHash: await hashPassword(password),
  });
  if (config.adminPassword) {
    logger.info({ admin: config.adminEmail, login: `${config.publicUrl}/login` }, 'created the admin account from ADMIN_EMAIL and ADMIN_PASSWORD');
  } else {
    // Printed once, on purpose outside the log level: it is the only way in until the admin changes it.
    process.stdout.write(
      `\n  MoveDay admin account created\n  Sign in at ${config.publicUrl}/login\n  email:    ${config.adminEmail}\n  password: ${password}\n  (shown once; set ADMIN_PASSWORD before the first start to choose it)\n\n`,
    );
  }
}
