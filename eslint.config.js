import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The props whose text people read or hear: each must come from a book of words (issue 19). */
const WORDED_PROPS = ['label', 'title', 'placeholder', 'aria-label', 'aria-valuetext', 'alt', 'helperText', 'subheader', 'primary', 'secondary', 'content'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-prerender/**', '**/node_modules/**', 'server/src/generated/**', 'openapi/generated/**', 'data/**', 'test-output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The customer site and the crews' pages speak the visitor's language: no words written in a
    // component (a text child or a worded prop), and no English catalogue that would load in
    // every language's pages (only the active language's books may load).
    files: ['customer-site/src/**/*.tsx', 'customer-site/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: WORDED_PROPS },
          // Punctuation, numbers and symbols between words are no words: "·", "/", "$", "—".
          // and names for code (a field, a path, an autocomplete token: 'given-name', '/getaquote').
          words: { exclude: [/^[\p{P}\p{S}\p{N}\s]+$/u, /^[a-z0-9][a-zA-Z0-9._:#?=&@-]*$/, /^\/[\w./:?=&#-]*$/] },
          message: 'Put user-visible words in a book of words (openapi/src/i18n) and show them with t()',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@moveday/openapi',
              importNames: [
                'Messages',
                'formatMessage',
                'AfterBookingWords',
                'formatText',
                'servedAreasText',
                'wordOf',
                'ENGLISH_BOOKS',
                'OptionWords',
                'labelOf',
              ],
              message: 'English words load in every language: use t() with a book key (lib/i18n.tsx)',
            },
          ],
        },
      ],
    },
  },
  {
    // Test helpers read JSON answers of any shape.
    files: ['**/test/**', '**/*.spec.ts', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
