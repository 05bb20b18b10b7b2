/** The partner book's English words (see books.ts for what each book covers). */
export const PartnerWords = {
} as const;
