import type { PaperworkWords } from '../words/paperwork.js';
import type { Translation } from '../translation.js';

export const PaperworkWordsEs = {
} as const satisfies Translation<typeof PaperworkWords>;
