/** The orders book's English words (see books.ts for what each book covers). */
export const OrdersWords = {
} as const;
