// @ts-check
// One flat config for the whole monorepo; `npm run lint` runs it once from the root.
// Formatting is Prettier's job: none of the presets below enables a stylistic rule, so no eslint-config-prettier.
//
// Not type-aware on purpose: typescript-eslint's `recommended` set, not `recommendedTypeChecked`. A type-aware run
// already took ~27 s on 2 cores with the portal barely started (this run: ~5 s), and @stitches/react's types resolve
// to error types under @types/react 19 (see tsconfig.json), so the no-unsafe-* rules flag every styled() call.
// Type checking is `npm run typecheck` (tsc per package). To switch later: spread
// tseslint.configs.recommendedTypeChecked and set parserOptions.projectService with allowDefaultProject: ['*.ts']
// for the root config files; .storybook/ is found through .storybook/tsconfig.json, so it must not be listed there.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import designTokens from './eslint-rules/design-tokens.js';
import importBoundaries from './eslint-rules/import-boundaries.js';
import typographicQuotes from './eslint-rules/typographic-quotes.js';

const tsFiles = ['**/*.{ts,tsx,mts,cts}'];
// .storybook/ is linted like any other folder (flat config does not skip dot-folders): preview.tsx runs in the
// browser, main.ts in Node.
const browserCode = ['design-system/**', 'charts/**', 'portal/src/**', '.storybook/preview.tsx'];
const nodeCode = [
  'server/**',
  'e2e/**',
  'scripts/**',
  'eslint-rules/**',
  '.storybook/main.ts',
  '**/*.config.{js,mjs,cjs,ts,mts}',
  '*.{js,mjs,cjs,ts}',
];
// Tokens, the calendar and the contract run in both the browser (portal) and Node (server).
const universalCode = ['themes/**', 'calendar/**', 'contract/**'];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/storybook-static/',
    '**/coverage/',
    '**/.vite/',
    '**/.data/',
    // Playwright writes these next to its config (e2e/) or at the root, depending on how it is run.
    '**/test-results/',
    '**/playwright-report/',
    'e2e/.artifacts/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,

  { files: browserCode, languageOptions: { globals: { ...globals.browser } } },
  { files: nodeCode, languageOptions: { globals: { ...globals.node } } },
  { files: universalCode, languageOptions: { globals: { ...globals['shared-node-browser'] } } },

  {
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    rules: {
      // Project rule: no `any` without a reason; the escape hatch is an eslint-disable comment that says why.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: tsFiles,
    rules: {
      // TypeScript already reports undefined names (and knows about type-only globals such as JSX).
      'no-undef': 'off',
    },
  },

  {
    // The contract and the portal use zod/mini: classic zod's schema methods cannot be tree-shaken (~24 kB gzip in the
    // portal's bundle), and only zod/mini is configured for the content security policy (portal/vite.config.ts).
    files: ['contract/src/**', 'portal/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['zod', 'zod/v4'].map((name) => ({ name, message: 'Import zod/mini, the functional API.' })) },
      ],
    },
  },
  {
    // Hooks live in .ts files too (feature hooks, atoms), so the hooks rules cover all React code.
    files: ['**/*.{tsx,jsx}', '{design-system,charts,portal}/src/**/*.ts', '.storybook/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Colours and pixel lengths come from the tokens (themes/), so a brand changes them in one place. Stories and
    // examples too: they are what the visual suite screenshots. Tests may write the computed values they assert.
    files: ['design-system/src/**', 'charts/src/**', 'portal/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { 'design-tokens': designTokens },
    rules: { 'design-tokens/no-literals': 'error' },
  },
  {
    // Customer-facing copy writes its apostrophes curly (’): the portal, the components and charts it draws with, and
    // the server's pages and problem details a customer sees. Tests quote what they assert; SQL is not copy.
    files: ['design-system/src/**', 'charts/src/**', 'portal/src/**', 'server/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'server/src/db/**'],
    plugins: { 'typographic-quotes': typographicQuotes },
    rules: {
      'typographic-quotes/curly-apostrophes': [
        'error',
        {
          allow: [
            // spec 1 §9 quotes the verification text with a straight apostrophe; the portal says it word for word.
            "Your email address isn't verified.",
          ],
        },
      ],
    },
  },
  {
    // Unit test files share their worker's modules (vitest.config.ts): one that replaced a module would find an earlier
    // file's real copy already loaded. Only *.isolated.test files, which run on their own, may.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'Replacing a module needs a fresh module graph: name the file *.isolated.test.tsx.',
        },
      ],
    },
  },
  {
    // The portal's folders depend on each other one way: no feature imports another, src/app/ reaches a feature
    // only through its manifest (feature.ts), services import no feature, and only src/api/ imports wretch.
    files: ['portal/src/**'],
    plugins: { 'import-boundaries': importBoundaries },
    rules: { 'import-boundaries/portal': 'error' },
  },
]);
