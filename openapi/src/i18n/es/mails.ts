import type { MailsWords } from '../words/mails.js';
import type { Translation } from '../translation.js';

export const MailsWordsEs = {
} as const satisfies Translation<typeof MailsWords>;
