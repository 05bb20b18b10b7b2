/** The site book's English words (see books.ts for what each book covers). */
export const SiteWords = {
} as const;
