const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A record's database id (a UUID, in either case) from a path, a body or a list's `filter.id`,
 * blanks around it ignored; undefined for anything else, which names no record: a 404 or no match,
 * never a query PostgreSQL refuses.
 */
export function databaseId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const id = value.trim();
  return UUID.test(id) ? id : undefined;
}
