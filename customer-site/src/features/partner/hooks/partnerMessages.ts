import { activeLocale, loadBooks } from '@/lib/i18n';
import { messageOf } from '@/lib/api-client';

/**
 * A failed call's words, once the catalogue's messages are loaded: the crews' pages start with
 * their own book only (entry-partner.tsx), and a failure's fallback text is the catalogue's.
 */
export async function partnerMessageOf(err: unknown): Promise<string> {
  await loadBooks(activeLocale(), ['messages']).catch(() => undefined);
  return messageOf(err);
}
