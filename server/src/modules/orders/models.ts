import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { AssignmentState, OrderStatus } from '@moveday/openapi';
import type { MoveDraft } from '../quotes/index.js';

/** Dates are DATEONLY: Sequelize hands them over as 'YYYY-MM-DD' strings, never as Date objects a time zone could shift. */
export class MoveModel extends Model<InferAttributes<MoveModel>, InferCreationAttributes<MoveModel>> {
  declare id: CreationOptional<string>;
  declare moveNumber: CreationOptional<string>;
  declare status: OrderStatus;
  declare customerId: string | null;
  declare customerFirstName: string | null;
  declare customerLastName: string | null;
  declare customerEmail: string | null;
  declare customerPhone: string | null;
  declare serviceType: string;
  declare preferredDate1: string;
  declare preferredDate2: string;
  declare deliveryDate: string | null;
  declare actualMoveDate: CreationOptional<string | null>;
  declare pickupCity: string;
  declare pickupState: string;
  declare pickupZip: string;
  /** The served city whose area the pickup lies in; null for none. */
  declare pickupArea: CreationOptional<string | null>;
  declare dropoffCity: string;
  declare dropoffState: string;
  declare dropoffZip: string;
  declare timeZone: string;
  declare roadMiles: number;
  /** JSONB: the draft as the quote kept it (quoteMove's), read back as that type here and nowhere else. */
  declare draft: MoveDraft;
  declare estimateFlag: boolean;
  declare estimateAmount: number;
  declare priceLines: unknown;
  declare finalAmount: number | null;
  declare partnerId: CreationOptional<string | null>;
  declare partnerName: CreationOptional<string | null>;
  declare cancelReason: CreationOptional<string | null>;
  declare cancelDate: CreationOptional<string | null>;
  /** The assignment's own state beside the status (migration 0009). */
  declare assignmentState: CreationOptional<AssignmentState | null>;
  /** The partner of the current or last offer: kept after a decline or an expiry, when partnerId is cleared. */
  declare offerPartnerId: CreationOptional<string | null>;
  declare offerPartnerName: CreationOptional<string | null>;
  declare offerDeadline: CreationOptional<Date | null>;
  declare declineReason: CreationOptional<string | null>;
  declare crewOnWayAt: CreationOptional<Date | null>;
  declare bookedAt: Date | null;
  declare version: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Who made a change in an order's history. */
export type ActorRole = 'visitor' | 'customer' | 'admin' | 'system' | 'partner' | 'integration';

export class MoveEventModel extends Model<InferAttributes<MoveEventModel>, InferCreationAttributes<MoveEventModel>> {
  declare id: CreationOptional<string>;
  declare moveId: string;
  declare at: CreationOptional<Date>;
  declare actorId: string | null;
  declare actorRole: ActorRole;
  declare action: string;
  declare fromStatus: string | null;
  declare toStatus: string | null;
  declare changes: unknown;
}

export function defineOrderModels(sequelize: Sequelize): void {
  const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
  const day = (allowNull = true) => ({ type: DataTypes.DATEONLY, allowNull });
  MoveModel.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      // The database numbers moves from its sequence; never set from code.
      moveNumber: { type: DataTypes.TEXT, allowNull: true, unique: true },
      status: text(false),
      customerId: { type: DataTypes.UUID, allowNull: true },
      customerFirstName: text(),
      customerLastName: text(),
      customerEmail: text(),
      customerPhone: text(),
      serviceType: text(false),
      preferredDate1: { ...day(false), field: 'preferred_date_1' },
      preferredDate2: { ...day(false), field: 'preferred_date_2' },
      deliveryDate: day(),
      actualMoveDate: day(),
      pickupCity: text(false),
      pickupState: text(false),
      pickupZip: text(false),
      pickupArea: text(),
      dropoffCity: text(false),
      dropoffState: text(false),
      dropoffZip: text(false),
      timeZone: text(false),
      roadMiles: {
        type: DataTypes.DECIMAL(6, 1),
        allowNull: false,
        get() {
          return Number(this.getDataValue('roadMiles'));
        },
      },
      draft: { type: DataTypes.JSONB, allowNull: false },
      estimateFlag: { type: DataTypes.BOOLEAN, allowNull: false },
      estimateAmount: { type: DataTypes.INTEGER, allowNull: false },
      priceLines: { type: DataTypes.JSONB, allowNull: false },
      finalAmount: { type: DataTypes.INTEGER, allowNull: true },
      partnerId: { type: DataTypes.UUID, allowNull: true },
      partnerName: text(),
      cancelReason: text(),
      cancelDate: day(),
      assignmentState: text(),
      offerPartnerId: { type: DataTypes.UUID, allowNull: true },
      offerPartnerName: text(),
      offerDeadline: { type: DataTypes.DATE, allowNull: true },
      declineReason: text(),
      crewOnWayAt: { type: DataTypes.DATE, allowNull: true },
      bookedAt: { type: DataTypes.DATE, allowNull: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'moves', underscored: true },
  );
  MoveEventModel.init(
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      moveId: { type: DataTypes.UUID, allowNull: false },
      at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      actorId: { type: DataTypes.UUID, allowNull: true },
      actorRole: text(false),
      action: text(false),
      fromStatus: text(),
      toStatus: text(),
      changes: { type: DataTypes.JSONB, allowNull: true },
    },
    { sequelize, tableName: 'move_events', underscored: true, timestamps: false },
  );
}
