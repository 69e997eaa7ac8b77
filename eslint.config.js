// ESLint flat config: `npm run lint` (and so `npm test`) checks the whole repository with it.
// TypeScript's own checks run in `npm run typecheck`; this adds what the compiler does not see:
// typescript-eslint's recommended rules, the rules of React hooks, and the layers' imports.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The one file outside src/server/db/ that imports the connection: app.ts opens the database
 * and hands its executor to the parts in src/server/assemble/ that build the server (they take
 * an `Executor`, as the engine does, never the connection). Everything else reaches SQL
 * through a repository under db/ (issue 21 item 1: 142 query sites in 34 files moved there).
 */
const dbImportsOutsideDb = ['src/server/app.ts'];

export default tseslint.config(
  {
    // Generated or built: nobody edits these by hand (routeTree.gen.ts by the router plugin,
    // locales/*/messages.ts by `lingui compile`).
    ignores: ['dist/**', 'test-results/**', 'playwright-report/**', 'data/**', 'src/app/routeTree.gen.ts', 'locales/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore names what is left out on purpose: `const { Id: _id, ...quote } = tick`
      // copies an object without some keys, and `(_, i) =>` skips an argument.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // Texts in other languages carry no-break spaces on purpose (French "4 050 dollars",
      // "prix :"); outside strings and templates the rule still applies.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipComments: true, skipRegExps: true }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'tests/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Migrations take `Kysely<any>` as Kysely's guide says: a migration must not depend on the
    // schema's current type, which changes after it.
    files: ['src/server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests and scripts read untyped JSON (HTTP bodies, child-process messages) and assert on
    // its fields; typing each reply would add casts and no safety.
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures are declared by destructuring: `async ({}, testInfo) =>` takes none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Plain Node scripts (not TypeScript, so the compiler does not know Node's globals for them).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Small units (issue 21 item 3): no hand-written function over 80 lines and no file over 300,
    // blank lines and comments not counted. Exempt: data (the seeds, the legal texts among them),
    // the database's types, and migrations, which are history and never edited once run.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/db/schema.ts', 'src/server/db/seed/**', 'src/server/db/migrations/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The data layer: only src/server/db/ speaks SQL or holds the connection. Type-only imports
    // (`import type { Db }`) count too: a module that names `Db` still takes the database itself.
    // Tests are outside src/ and drive the database directly on purpose.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/db/**', ...dbImportsOutsideDb],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^kysely(/.*)?$', message: 'Only src/server/db/ imports kysely: put the query in a repository there.' },
            { regex: '(^|/)db/connect(\\.[jt]s)?$', message: 'Only src/server/db/ holds the connection: take a repository instead of Db.' },
          ],
        },
      ],
    },
  },
);
