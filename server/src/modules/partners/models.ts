import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** A partner company with its two contacts; optional fields are '' when not given. Paranoid: a delete sets `deletedAt`. */
export class PartnerModel extends Model<InferAttributes<PartnerModel>, InferCreationAttributes<PartnerModel>> {
  declare id: CreationOptional<string>;
  declare companyName: string;
  declare state: string;
  declare city: string;
  declare primaryContactName: string;
  declare primaryContactPrimaryPhone: string;
  declare primaryContactSecondaryPhone: string;
  declare primaryContactPrimaryEmail: string;
  declare primaryContactSecondaryEmail: string;
  declare primaryContactNotes: string;
  declare secondaryContactName: string;
  declare secondaryContactPrimaryPhone: string;
  declare secondaryContactSecondaryPhone: string;
  declare secondaryContactPrimaryEmail: string;
  declare secondaryContactSecondaryEmail: string;
  declare secondaryContactNotes: string;
  /** Served city names; empty = every area. */
  declare serviceCities: CreationOptional<string[]>;
  /** Moves a day; null = no daily limit. */
  declare crews: CreationOptional<number | null>;
  declare licenceNumber: CreationOptional<string>;
  /** The insurance's last day (YYYY-MM-DD); null = not on file. */
  declare insuranceExpires: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare deletedAt: CreationOptional<Date | null>;
}

export function definePartnerModels(sequelize: Sequelize): void {
  const text = (defaultValue?: string) => ({ type: DataTypes.TEXT, allowNull: false, ...(defaultValue === undefined ? {} : { defaultValue }) });
  PartnerModel.init(
    {
      id: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4, primaryKey: true },
      companyName: text(),
      state: text(),
      city: text(),
      primaryContactName: text(),
      primaryContactPrimaryPhone: text(),
      primaryContactSecondaryPhone: text(''),
      primaryContactPrimaryEmail: text(),
      primaryContactSecondaryEmail: text(''),
      primaryContactNotes: text(''),
      secondaryContactName: text(''),
      secondaryContactPrimaryPhone: text(''),
      secondaryContactSecondaryPhone: text(''),
      secondaryContactPrimaryEmail: text(''),
      secondaryContactSecondaryEmail: text(''),
      secondaryContactNotes: text(''),
      serviceCities: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
      crews: { type: DataTypes.INTEGER, allowNull: true },
      licenceNumber: text(''),
      insuranceExpires: { type: DataTypes.DATEONLY, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
      deletedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'partners', underscored: true, paranoid: true },
  );
}
