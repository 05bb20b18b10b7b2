/** The quote book's English words (see books.ts for what each book covers). */
export const QuoteWords = {
} as const;
