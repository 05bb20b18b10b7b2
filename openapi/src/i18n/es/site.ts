import type { SiteWords } from '../words/site.js';
import type { Translation } from '../translation.js';

export const SiteWordsEs = {
} as const satisfies Translation<typeof SiteWords>;
