import type { I18n } from '@lingui/core';
import type { WordKey, WordParams } from './books.js';

export type Translate = (key: WordKey, params?: WordParams) => string;

/**
 * The texts of an i18n instance (Lingui's, with the books loaded in its language) as a function of
 * key and parameters; a parameter that is itself a text is put in the same language first.
 */
export function translatorOf(i18n: I18n): Translate {
  const t: Translate = (key, params) => {
    if (!params) return i18n._(key);
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(params)) values[name] = typeof value === 'object' ? t(value.key, value.params) : value;
    return i18n._(key, values);
  };
  return t;
}
