import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export class EventModel extends Model<InferAttributes<EventModel>, InferCreationAttributes<EventModel>> {
  declare id: CreationOptional<string>;
  declare type: 'pageview' | 'click';
  declare name: string;
  declare path: string;
  declare occurredAt: CreationOptional<Date>;
}

export function defineEventModels(sequelize: Sequelize): void {
  EventModel.init(
    {
      // bigserial: pg hands it back as a string.
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      type: { type: DataTypes.TEXT, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      path: { type: DataTypes.TEXT, allowNull: false },
      occurredAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, tableName: 'events', underscored: true, timestamps: false },
  );
}
