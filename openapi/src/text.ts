import type { MessageKey } from './messages.js';

/**
 * Text we store (docs/decisions.md, "Text and numbers we accept"). Any valid Unicode is kept
 * exactly (accents, emoji, CJK, right-to-left scripts), except:
 * - NUL: PostgreSQL cannot store it in text or JSON;
 * - the other C0 control characters but TAB, LF and CR, and DEL: invisible, never typed, only
 *   pasted junk that breaks mails, CSV files and the screens that show them;
 * - a UTF-16 surrogate without its pair: not a character at all, it has no UTF-8 form.
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0x20) {
      if (unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) return false;
    } else if (unit === 0x7f) {
      return false;
    } else if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** The field's message when its text cannot be stored; undefined for anything else (blank, valid or not text). */
export const textProblem = (value: unknown): MessageKey | undefined => (typeof value === 'string' && !isStorableText(value) ? 'textNotStorable' : undefined);

/** Reported at most: a body full of bad strings needs no answer listing each. */
const MAX_TEXT_PROBLEMS = 20;

/**
 * Whether any string or key in a JSON value cannot be stored: the walk of every request's body,
 * so it builds no paths (that took half its time); unstorableText names them when there are some.
 */
function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (!isStorableText(node)) return true;
    } else if (node !== null && typeof node === 'object') {
      for (const key of Object.keys(node)) {
        if (!isStorableText(key)) return true;
        stack.push((node as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * Every string and object key in a JSON value that cannot be stored, keyed by its path
 * (`pickupTab1.pickUpAddress.city`, `items.0`, under `root` when given). A bad key is reported at
 * the object that holds it, since the key itself cannot be shown. The walk uses its own stack: a
 * deeply nested body must not overflow the call stack.
 */
export function unstorableText(value: unknown, root = ''): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  if (!hasUnstorableText(value)) return problems;
  const stack: Array<[unknown, string]> = [[value, root]];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  const flag = (path: string) => {
    problems[path || 'body'] ??= 'textNotStorable';
  };
  while (stack.length > 0 && Object.keys(problems).length < MAX_TEXT_PROBLEMS) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (!isStorableText(node)) flag(path);
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], join(path, String(i))]);
    } else if (node !== null && typeof node === 'object') {
      const entries = Object.entries(node);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (!isStorableText(key)) flag(path);
        else stack.push([child, join(path, key)]);
      }
    }
  }
  return problems;
}
