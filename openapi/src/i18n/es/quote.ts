import type { QuoteWords } from '../words/quote.js';
import type { Translation } from '../translation.js';

export const QuoteWordsEs = {
} as const satisfies Translation<typeof QuoteWords>;
