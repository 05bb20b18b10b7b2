import { isLocale, LOCALE_TAGS, type Locale } from '@moveday/openapi';
import { getSession } from './session';

/**
 * The language stored on a signed-in account (`GET`/`PUT /api/account/language`, `{ language }`),
 * so that the account's pages and mails follow the visitor's choice on any device. Plain calls
 * with the API client's headers until the generated types have the path.
 */
const PATH = '/api/account/language';

function headers(locale: Locale): Record<string, string> | undefined {
  const session = getSession();
  if (!session) return undefined;
  return { authorization: `Bearer ${session.token}`, 'accept-language': LOCALE_TAGS[locale], 'content-type': 'application/json' };
}

/** The account's language, or undefined when signed out, none is stored, or the call fails. */
export async function readAccountLanguage(active: Locale): Promise<Locale | undefined> {
  const sent = headers(active);
  if (!sent) return undefined;
  try {
    const response = await fetch(PATH, { headers: sent });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { language?: unknown };
    return isLocale(body.language) ? body.language : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the choice on the account when signed in; a failure leaves the choice in this browser. */
export async function storeAccountLanguage(locale: Locale): Promise<boolean> {
  const sent = headers(locale);
  if (!sent) return false;
  try {
    const response = await fetch(PATH, { method: 'PUT', headers: sent, body: JSON.stringify({ language: locale }) });
    return response.ok;
  } catch {
    return false;
  }
}
