import type { WordKey, WordParams } from '@moveday/openapi';
import type { Wording } from '../../platform/i18n.js';
import type { PriceLine } from './pricing.js';

/**
 * A price's lines in the reader's language (issue 19). Each line is stored as its rule, quantity
 * and amount with its label's key and parameters (`labelMessage`); a day travels as its timestamp
 * (`day`) and a price as its dollars (`dollars`), so they are written in the reader's format.
 * English is the label as priced (the spec's words); a line priced before keys were kept stays as
 * it was.
 */
export function priceLinesIn(lines: readonly PriceLine[], w: Wording): PriceLine[] {
  if (w.locale === 'en') return [...lines];
  return lines.map((line) => {
    if (!line.labelMessage) return line;
    const { day, dollars, ...params } = (line.labelMessage.params ?? {}) as Record<string, unknown>;
    const local: Record<string, unknown> = { ...params };
    if (typeof day === 'number') Object.assign(local, { weekday: w.day(day, 'weekday'), date: w.day(day) });
    if (typeof dollars === 'number') local.price = w.dollars(dollars);
    return { ...line, label: w.t(line.labelMessage.key as WordKey, local as WordParams) };
  });
}
