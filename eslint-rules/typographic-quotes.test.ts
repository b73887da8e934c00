import { ESLint, RuleTester } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import typographicQuotes from './typographic-quotes.js';

const root = fileURLToPath(new URL('..', import.meta.url));

// RuleTester reports through the test framework's describe and it.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

ruleTester.run('typographic-quotes/curly-apostrophes', typographicQuotes.rules['curly-apostrophes'], {
  valid: [
    "const title = 'We couldn’t sign you in';",
    'const heading = <h1>We’re doing some maintenance</h1>;',
    // Quotes that delimit code, never between two letters.
    "const sql = `SELECT value FROM settings WHERE key = 'outage' AND purpose IN ('password-reset', 'email-change')`;",
    "const css = `src:url(${path}) format('woff2')`;",
    'const script = "document.getElementById(\'sign-out\')?.click();";',
    'const rule = "Letters, numbers, spaces and . - ( ) \' only";',
    {
      code: 'const text = "Your email address isn\'t verified.";',
      options: [{ allow: ["Your email address isn't verified."] }],
    },
  ],
  invalid: [
    {
      code: 'const title = "We couldn\'t sign you in";',
      output: 'const title = "We couldn’t sign you in";',
      errors: [{ messageId: 'straight', data: { text: "We couldn't sign you in" } }],
    },
    {
      code: "const title = 'We couldn\\'t sign you in';",
      output: "const title = 'We couldn’t sign you in';",
      errors: [{ messageId: 'straight' }],
    },
    {
      code: "const heading = <h1>We're doing some maintenance</h1>;",
      output: 'const heading = <h1>We’re doing some maintenance</h1>;',
      errors: [{ messageId: 'straight' }],
    },
    {
      code: 'const text = <p>We couldn&apos;t load your sites.</p>;',
      output: 'const text = <p>We couldn’t load your sites.</p>;',
      errors: [{ messageId: 'straight' }],
    },
    {
      code: 'const box = <ErrorBox title="We couldn\'t start the sign-in" />;',
      output: 'const box = <ErrorBox title="We couldn’t start the sign-in" />;',
      errors: [{ messageId: 'straight' }],
    },
    {
      code: "const page = `<h1>We couldn't sign you in</h1><p>${detail}</p>`;",
      output: 'const page = `<h1>We couldn’t sign you in</h1><p>${detail}</p>`;',
      errors: [{ messageId: 'straight' }],
    },
    {
      code: "const name = `Kōwhai's ${plan}`;",
      output: 'const name = `Kōwhai’s ${plan}`;',
      errors: [{ messageId: 'straight' }],
    },
  ],
});

describe("the repository's ESLint config", () => {
  const planted = 'export const title = "We couldn\'t sign you in";\n';
  const rulesHit = async (filePath: string) => {
    const [result] = await new ESLint({ cwd: root }).lintText(planted, { filePath });
    return result?.messages.map((message) => message.ruleId) ?? [];
  };

  it('refuses straight apostrophes in the copy of the portal, its components and charts, and the server’s pages', async () => {
    for (const file of [
      'portal/src/features/planted/Planted.tsx',
      'design-system/src/Planted/Planted.tsx',
      'charts/src/Planted/planted.ts',
      'server/src/idp/planted-page.ts',
      'server/src/outage/planted.ts',
    ]) {
      expect(await rulesHit(file), file).toContain('typographic-quotes/curly-apostrophes');
    }
  });

  it('leaves them to tests and to server code no customer reads', async () => {
    expect(await rulesHit('portal/src/features/planted/Planted.test.tsx')).not.toContain(
      'typographic-quotes/curly-apostrophes',
    );
    expect(await rulesHit('server/src/db/planted.ts')).not.toContain('typographic-quotes/curly-apostrophes');
  });
});
