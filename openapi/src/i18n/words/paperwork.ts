/** The paperwork book's English words (see books.ts for what each book covers). */
export const PaperworkWords = {
} as const;
