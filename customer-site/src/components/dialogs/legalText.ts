import type { WordKey } from '@moveday/openapi';

/** Placeholder filler text, as the spec asks for the Terms of Use and Privacy Policy dialogs (the site book's words). */
export const TERMS_OF_USE: readonly WordKey[] = ['termsOfUse1', 'termsOfUse2', 'termsOfUse3'];

export const PRIVACY_POLICY: readonly WordKey[] = ['privacyPolicy1', 'privacyPolicy2', 'privacyPolicy3'];
