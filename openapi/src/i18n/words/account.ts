/** The account book's English words (see books.ts for what each book covers). */
export const AccountWords = {
} as const;
