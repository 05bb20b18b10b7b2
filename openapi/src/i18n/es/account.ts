import type { AccountWords } from '../words/account.js';
import type { Translation } from '../translation.js';

export const AccountWordsEs = {
} as const satisfies Translation<typeof AccountWords>;
