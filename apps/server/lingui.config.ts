// Lingui for the server's texts (issue 31, src/i18n.ts): `i18n._('English text')` calls in src and
// the contract's texts (its own extractor) into src/locales/{code}.po, with the English as the id.
import { extractor as sourceExtractor } from '@lingui/cli/api';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { contractExtractor } from '../../packages/contract/lingui-extractor.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../packages/contract/src/languages.ts';

export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...LANGUAGE_CODES],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/../../packages/contract/src'],
      exclude: ['**/*.test.ts', '<rootDir>/src/test/**', '<rootDir>/bench/**'],
    },
  ],
  extractors: [contractExtractor, sourceExtractor],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
