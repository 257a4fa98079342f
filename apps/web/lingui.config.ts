// Lingui (issue 31, docs/decisions.md): English texts stay in the code as macros, `npm run
// i18n:extract` gathers them into one PO catalog per language, and Vite compiles the catalog a page
// asks for. English is a catalog too, because production builds keep only the messages' ids.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../packages/contract/src/languages.ts';

export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...LANGUAGE_CODES],
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
