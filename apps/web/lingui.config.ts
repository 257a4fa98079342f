// Lingui (issue 31, docs/decisions.md): English texts stay in the code as macros, `npm run
// i18n:extract` gathers them into one PO catalog per language, and Vite compiles the catalog a page
// asks for. English is a catalog too, because production builds keep only the messages' ids. The
// contract's texts (validation messages the forms show) come in through their own extractor.

import { extractor as sourceExtractor } from '@lingui/cli/api';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { contractExtractor } from '../../packages/contract/lingui-extractor.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../packages/contract/src/languages.ts';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'];
/**
 * What visitors never see: screens of accounts and admins (app/router.tsx `screen` waits for their
 * texts), the legal pages, and the parts of other screens shown only once signed in (lib/session.tsx
 * waits for the texts before it says someone is).
 */
const MORE_FEATURES = [
  'access-tokens',
  'admin-audit',
  'admin-invitations',
  'admin-settings',
  'admin-taxonomy',
  'admin-users',
  'admin-webhooks',
  'auth',
  'dashboard',
  'groups',
  'import-export',
  'legal',
  'my-prompt-detail',
  'notifications',
  'profile',
  'prompt-editor',
  'public-profile',
  'reports',
  'suggestions',
];
const MORE_COMPONENTS = ['image-uploader', 'moderation', 'share-dialog'];
const MORE = [
  ...MORE_FEATURES.map((feature) => `<rootDir>/src/features/${feature}`),
  ...MORE_COMPONENTS.map((folder) => `<rootDir>/src/components/${folder}`),
];

export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...LANGUAGE_CODES],
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  catalogs: [
    // What every screen may show, the visitors' ones first: loaded before the first render.
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: [...TESTS, ...MORE] },
    // The screens of accounts, admins and the legal pages, and the contract's validation texts that
    // forms show (a form's screen waits for it): loaded when one opens (lib/i18n.ts). A contract text
    // shown before is shown in English (translateText), never as an id.
    {
      path: '<rootDir>/src/locales/more/{locale}',
      include: [...MORE, '<rootDir>/../../packages/contract/src'],
      exclude: TESTS,
    },
  ],
  extractors: [contractExtractor, sourceExtractor],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
