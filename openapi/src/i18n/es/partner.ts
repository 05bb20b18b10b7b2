import type { PartnerWords } from '../words/partner.js';
import type { Translation } from '../translation.js';

export const PartnerWordsEs = {
} as const satisfies Translation<typeof PartnerWords>;
