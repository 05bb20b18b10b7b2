import { Op, type Transaction } from 'sequelize';
import { PasswordResetModel, UserModel } from './models.js';

/** An account as the rest of the module sees it: a plain object, no Sequelize inside. */
export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: 'admin' | 'customer';
  passwordHash: string;
  tokenVersion: number;
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
  createdAt: m.createdAt,
});

export async function findUserByEmail(email: string, transaction?: Transaction): Promise<UserRecord | null> {
  const found = await UserModel.findOne({ where: { email: email.trim().toLowerCase() }, transaction });
  return found ? toRecord(found) : null;
}

export async function findUserById(id: string, transaction?: Transaction): Promise<UserRecord | null> {
  const found = await UserModel.findByPk(id, { transaction });
  return found ? toRecord(found) : null;
}

export async function findAnyAdmin(): Promise<UserRecord | null> {
  const found = await UserModel.findOne({ where: { userType: 'admin' }, order: [['createdAt', 'ASC']] });
  return found ? toRecord(found) : null;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: 'admin' | 'customer';
  passwordHash: string;
}

export async function insertUser(user: NewUser, transaction?: Transaction): Promise<UserRecord> {
  const created = await UserModel.create({ ...user, email: user.email.trim().toLowerCase() }, { transaction });
  return toRecord(created);
}

/** A new password also bumps the token version, which signs the account out everywhere. */
export async function updatePassword(userId: string, passwordHash: string, transaction?: Transaction): Promise<void> {
  await UserModel.increment({ tokenVersion: 1 }, { where: { id: userId }, transaction });
  await UserModel.update({ passwordHash }, { where: { id: userId }, transaction });
}

export async function countUsers(userType: 'admin' | 'customer'): Promise<number> {
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
  await PasswordResetModel.update(
    { usedAt: new Date() },
    { where: { userId, usedAt: { [Op.is]: null } }, transaction },
  );
}
