import type { Locale } from '@moveday/openapi';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export class UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  declare id: CreationOptional<string>;
  declare email: string;
  declare firstName: string;
  declare lastName: string;
  declare phone: string;
  declare userType: 'admin' | 'customer' | 'partner';
  /** A partner's sign-in: the partner record (the partners module's id). */
  declare partnerId: CreationOptional<string | null>;
  /** A partner's sign-in: when the invitee first set a password. */
  declare activatedAt: CreationOptional<Date | null>;
  declare passwordHash: string;
  /** The language the account reads MoveDay and its mails in. */
  declare locale: CreationOptional<Locale>;
  declare tokenVersion: CreationOptional<number>;
  /** When the account was closed (issue 21); null while it is open. */
  declare closedAt: CreationOptional<Date | null>;
  /** Who closed it: the customer's own id, or an admin's. */
  declare closedBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class PasswordResetModel extends Model<InferAttributes<PasswordResetModel>, InferCreationAttributes<PasswordResetModel>> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare tokenHash: string;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
}

export function defineUserModels(sequelize: Sequelize): void {
  UserModel.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      email: { type: DataTypes.TEXT, allowNull: false, unique: true },
      firstName: { type: DataTypes.TEXT, allowNull: false },
      lastName: { type: DataTypes.TEXT, allowNull: false },
      phone: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      userType: { type: DataTypes.TEXT, allowNull: false },
      passwordHash: { type: DataTypes.TEXT, allowNull: false },
      tokenVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      locale: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'en' },
      partnerId: { type: DataTypes.UUID, allowNull: true },
      activatedAt: { type: DataTypes.DATE, allowNull: true },
      closedAt: { type: DataTypes.DATE, allowNull: true },
      closedBy: { type: DataTypes.UUID, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'users', underscored: true },
  );
  PasswordResetModel.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      tokenHash: { type: DataTypes.TEXT, allowNull: false, unique: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'password_resets', underscored: true, updatedAt: false },
  );
}
