import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The 18 wire codes of SPEC.md; English is the source language, hk the default shown.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['hk', 'en', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src/app', '<rootDir>/src/server/i18n/messages.ts', '<rootDir>/src/server/i18n/fields.ts', '<rootDir>/src/server/i18n/push-texts.ts'],
      exclude: ['**/node_modules/**', '**/*.gen.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
