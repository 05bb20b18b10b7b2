import { validationError, type FieldMessage } from '../../platform/errors.js';
import { countEventsByName, insertEvent, type EventType } from './eventsRepository.js';

export const EVENT_TYPES: readonly EventType[] = ['pageview', 'click'];
export const EVENT_NAME_MAX = 100;
export const EVENT_PATH_MAX = 200;

export interface EventInput {
  type: string;
  name: string;
  path: string;
}

/**
 * Keeps one page view or click. Only what the site sends is stored, with the server's time: no
 * address, account or cookie, so the figures say what people do, never who did it.
 */
export async function recordEvent(input: EventInput): Promise<void> {
  const type = input.type as EventType;
  const name = input.name.trim();
  // A path never carries its query string (a reset link's token must not end up in the figures).
  const path = input.path.trim().split(/[?#]/)[0] ?? '';
  const fields: Record<string, FieldMessage> = {};
  if (!EVENT_TYPES.includes(type)) fields.type = { key: 'eventTypeInvalid', params: { types: EVENT_TYPES.join(', ') } };
  if (name.length === 0) fields.name = { key: 'eventNameRequired' };
  else if (name.length > EVENT_NAME_MAX) fields.name = { key: 'eventNameTooLong', params: { max: EVENT_NAME_MAX } };
  if (!path.startsWith('/')) fields.path = { key: 'eventPathInvalid' };
  else if (path.length > EVENT_PATH_MAX) fields.path = { key: 'eventPathTooLong', params: { max: EVENT_PATH_MAX } };
  if (Object.keys(fields).length > 0) throw validationError(fields);
  await insertEvent({ type, name, path });
}

/** Page views per name over a period: the dashboard's wizard funnel reads these. */
export function countPageViews(from: Date, to: Date): Promise<Record<string, number>> {
  return countEventsByName('pageview', from, to);
}

export function countClicks(from: Date, to: Date): Promise<Record<string, number>> {
  return countEventsByName('click', from, to);
}
