import { isLocale, type Locale } from '@moveday/openapi';
import { api } from './api-client';
import { getSession } from './session';

/**
 * The language stored on a signed-in account (`GET`/`PUT /api/account/language`), so that the
 * account's pages and mails follow the visitor's choice on any device. Quiet: a failure leaves the
 * choice in this browser alone.
 */

/** The account's language, or undefined when signed out or the call fails. */
export async function readAccountLanguage(): Promise<Locale | undefined> {
  if (!getSession()) return undefined;
  try {
    const { data } = await api.GET('/account/language');
    return isLocale(data?.language) ? data.language : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the choice on the account when signed in; answers whether it was stored. */
export async function storeAccountLanguage(locale: Locale): Promise<boolean> {
  if (!getSession()) return false;
  try {
    const { response } = await api.PUT('/account/language', { body: { language: locale } });
    return response.ok;
  } catch {
    return false;
  }
}
