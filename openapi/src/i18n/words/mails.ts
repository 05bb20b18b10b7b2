/** The mails book's English words (see books.ts for what each book covers). */
export const MailsWords = {
} as const;
