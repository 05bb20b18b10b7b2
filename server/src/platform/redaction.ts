import { escapeHtml } from './mail.js';

/**
 * Closing a customer's account (issue 21) replaces what identifies the person by placeholders,
 * wherever it was written: the account, its orders, their history, enquiries, the mail log,
 * webhook bodies. Each module rewrites its own rows; this is the one rule they share.
 */

/** What a removed free text or personal value becomes. */
export const REMOVED = '(removed)';

/** The closed account's own placeholders (DESIGN §10, docs/decisions.md). */
export const closedAccount = (id: string) => ({
  firstName: 'Closed',
  lastName: 'account',
  /** `.invalid` can never be delivered (RFC 2606), and the id keeps it unique: the real address is free again. */
  email: `closed-${id}@closed.invalid`,
});

/** Keys whose values are a person's details or words wherever they occur (an edit's `{ from, to }` included). */
const PERSONAL_KEYS = new Set([
  'firstName',
  'lastName',
  'userEmail',
  'userPhone',
  'email',
  'phone',
  'note',
  'comment',
  'otherReason',
  'streetaddress',
  'streetaddress2',
  'anythingElseToKnow',
  'otherDesc',
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Redactor {
  /** The text with every personal value in it replaced by REMOVED. */
  text(value: string): string;
  /** Any JSON value: texts under personal keys become REMOVED, other texts lose the personal values in them. */
  json<T>(value: T): T;
}

/**
 * A redactor for these personal values (names, email, phone, street addresses, notes): each is
 * found case-insensitively; a name made of letters only as a whole word, so that "Al" does not
 * eat "Alley".
 */
export function redactor(personal: ReadonlyArray<string | null | undefined>): Redactor {
  const given = personal.map((value) => value?.trim() ?? '').filter((value) => value.length >= 2 && value !== REMOVED);
  // A mail's HTML holds "Gate & key" as "Gate &amp; key": each value is looked for in that form too.
  const values = [...new Set(given.flatMap((value) => [value, escapeHtml(value)]))].sort((a, b) => b.length - a.length);
  const patterns = values.map((value) => (/^\p{L}+$/u.test(value) ? `(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])` : escape(value)));
  const pattern = patterns.length ? new RegExp(patterns.join('|'), 'giu') : null;
  const text = (value: string) => (pattern ? value.replace(pattern, REMOVED) : value);
  const walk = (value: unknown, personalKey: boolean): unknown => {
    if (typeof value === 'string') return personalKey ? (value ? REMOVED : value) : text(value);
    if (Array.isArray(value)) return value.map((item) => walk(item, personalKey));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, personalKey || PERSONAL_KEYS.has(key))]));
    }
    return value;
  };
  return { text, json: <T>(value: T) => walk(value, false) as T };
}

/** A closed account's placeholder address: nothing is ever queued to one. */
export const isClosedAddress = (address: string): boolean => /@closed\.invalid$/i.test(address.trim());
