import { fn, col, Op } from 'sequelize';
import { EventModel } from './eventsModels.js';

export type EventType = 'pageview' | 'click';

export interface NewEvent {
  type: EventType;
  name: string;
  path: string;
}

export interface EventRecord extends NewEvent {
  occurredAt: Date;
}

export async function insertEvent(event: NewEvent): Promise<EventRecord> {
  const created = await EventModel.create(event);
  return { type: created.type, name: created.name, path: created.path, occurredAt: created.occurredAt };
}

/** How many events of a type each name got in [from, to). */
export async function countEventsByName(type: EventType, from: Date, to: Date): Promise<Record<string, number>> {
  const rows = (await EventModel.findAll({
    attributes: ['name', [fn('count', col('id')), 'count']],
    where: { type, occurredAt: { [Op.gte]: from, [Op.lt]: to } },
    group: ['name'],
    raw: true,
  })) as unknown as { name: string; count: string }[];
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
}
