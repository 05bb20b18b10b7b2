import type { Locale } from '@moveday/openapi';
import { Op, literal, type Transaction } from 'sequelize';
import { PasswordResetModel, UserModel } from './models.js';
import type { UserType } from './usersTypes.js';

/** An account as the rest of the module sees it: a plain object, no Sequelize inside. */
export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: UserType;
  passwordHash: string;
  tokenVersion: number;
  /** The language the account reads MoveDay and its mails in. */
  locale: Locale;
  /** A partner's sign-in: the partner it acts for; else null. */
  partnerId: string | null;
  /** A partner's sign-in: when its password was first set (null while the invitation is pending). */
  activatedAt: Date | null;
  /** When the account was closed; null while it is open. */
  closedAt: Date | null;
  closedBy: string | null;
  createdAt: Date;
}

const toRecord = (m: UserModel): UserRecord => ({
  id: m.id,
  email: m.email,
  firstName: m.firstName,
  lastName: m.lastName,
  phone: m.phone,
  userType: m.userType,
  passwordHash: m.passwordHash,
  tokenVersion: m.tokenVersion,
  locale: m.locale,
  partnerId: m.partnerId ?? null,
  activatedAt: m.activatedAt ?? null,
  closedAt: m.closedAt ?? null,
  closedBy: m.closedBy ?? null,
  createdAt: m.createdAt,
});

export async function findUserByEmail(email: string, transaction?: Transaction): Promise<UserRecord | null> {
  const found = await UserModel.findOne({ where: { email: email.trim().toLowerCase() }, transaction });
  return found ? toRecord(found) : null;
}

/** With `lock` 'share', the row stays as read until the transaction ends (FOR SHARE). */
export async function findUserById(id: string, transaction?: Transaction, lock?: 'share'): Promise<UserRecord | null> {
  const found = await UserModel.findByPk(id, { transaction, ...(lock && transaction ? { lock: transaction.LOCK.SHARE } : {}) });
  return found ? toRecord(found) : null;
}

export async function findAnyAdmin(): Promise<UserRecord | null> {
  const found = await UserModel.findOne({ where: { userType: 'admin' }, order: [['createdAt', 'ASC']] });
  return found ? toRecord(found) : null;
}

/** Every admin account's address, oldest account first. */
export async function findAdminEmails(): Promise<string[]> {
  const found = await UserModel.findAll({ where: { userType: 'admin' }, order: [['createdAt', 'ASC']], attributes: ['email'] });
  return found.map((user) => user.email);
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: UserType;
  passwordHash: string;
  partnerId?: string;
  locale?: Locale;
}

export async function insertUser(user: NewUser, transaction?: Transaction): Promise<UserRecord> {
  const created = await UserModel.create({ ...user, email: user.email.trim().toLowerCase() }, { transaction });
  return toRecord(created);
}

/** A new password also bumps the token version, which signs the account out everywhere; a partner's first one activates its sign-in. */
export async function updatePassword(userId: string, passwordHash: string, transaction?: Transaction): Promise<void> {
  await UserModel.increment({ tokenVersion: 1 }, { where: { id: userId }, transaction });
  await UserModel.update({ passwordHash, activatedAt: literal('COALESCE(activated_at, now())') }, { where: { id: userId }, transaction });
}

/** A partner's sign-ins, oldest first. */
export async function findPartnerSignIns(partnerId: string): Promise<UserRecord[]> {
  const found = await UserModel.findAll({
    where: { partnerId, userType: 'partner' },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return found.map(toRecord);
}

/** The emails of a partner's sign-ins that have set a password, oldest first. */
export async function findActiveSignInEmails(partnerId: string, transaction?: Transaction): Promise<string[]> {
  const found = await UserModel.findAll({
    attributes: ['email'],
    where: { partnerId, userType: 'partner', activatedAt: { [Op.ne]: null } },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
  return found.map((user) => user.email);
}

/** Deletes one of a partner's sign-ins (its tokens die with the row); the deleted one, or null. */
export async function deletePartnerSignIn(partnerId: string, id: string, transaction?: Transaction): Promise<UserRecord | null> {
  const found = await UserModel.findOne({ where: { id, partnerId, userType: 'partner' }, transaction });
  if (!found) return null;
  await found.destroy({ transaction });
  return toRecord(found);
}

/** Every sign-in of a deleted partner goes with it (their reset links by the foreign key's cascade). */
export async function deleteSignInsOf(partnerId: string, transaction: Transaction): Promise<void> {
  await UserModel.destroy({ where: { partnerId, userType: 'partner' }, transaction });
}

export async function updateLocale(userId: string, locale: Locale): Promise<boolean> {
  const [count] = await UserModel.update({ locale }, { where: { id: userId } });
  return count === 1;
}

/** The languages of the accounts with these emails (lower case), for the mails that go to them. */
export async function findLocalesByEmail(emails: readonly string[], transaction?: Transaction): Promise<Map<string, Locale>> {
  if (emails.length === 0) return new Map();
  const found = await UserModel.findAll({ attributes: ['email', 'locale'], where: { email: emails.map((e) => e.trim().toLowerCase()) }, transaction });
  return new Map(found.map((user) => [user.email, user.locale]));
}

export async function countUsers(userType: UserType): Promise<number> {
  return UserModel.count({ where: { userType } });
}

export async function insertPasswordReset(userId: string, tokenHash: string, expiresAt: Date, transaction: Transaction): Promise<void> {
  await PasswordResetModel.create({ userId, tokenHash, expiresAt }, { transaction });
}

/** Marks a live token used and gives its account, in one statement, so a token works exactly once. */
export async function consumePasswordReset(tokenHash: string, transaction: Transaction): Promise<string | null> {
  const [count, rows] = await PasswordResetModel.update(
    { usedAt: new Date() },
    {
      where: { tokenHash, usedAt: { [Op.is]: null }, expiresAt: { [Op.gt]: new Date() } },
      returning: true,
      transaction,
    },
  );
  return count === 1 ? rows[0]!.userId : null;
}

/** Other links still out for the account die with the reset. */
export async function revokePasswordResets(userId: string, transaction: Transaction): Promise<void> {
  await PasswordResetModel.update({ usedAt: new Date() }, { where: { userId, usedAt: { [Op.is]: null } }, transaction });
}
