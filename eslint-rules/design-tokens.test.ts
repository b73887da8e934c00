import { ESLint, RuleTester } from 'eslint';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import designTokens from './design-tokens.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));

// RuleTester reports through the test framework's describe and it.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

ruleTester.run('design-tokens/no-literals', designTokens.rules['no-literals'], {
  valid: [
    "const s = { minHeight: '$control', gap: '$2 $4' };",
    "const s = { width: 'calc($sizes$control * 4)', outlineOffset: '$space$focusOffset' };",
    "const s = { color: 'red' }; // named colours are not checked",
    "const link = <a href='#add'>Add</a>;",
    "const words = ['#main', 'Step #1', 'v2px', 'px-1', 'Add 3 pixels'];",
    'const width = `${columns} columns`;',
    'const unit = `px`; // a template starting with px has no number before it',
  ],
  invalid: [
    { code: "const s = { minHeight: '44px' };", errors: [{ messageId: 'literal', data: { literal: '44px' } }] },
    { code: "const s = { margin: '0 -0.5px' };", errors: [{ messageId: 'literal', data: { literal: '-0.5px' } }] },
    { code: "const s = { color: '#0B4F8A' };", errors: [{ messageId: 'literal', data: { literal: '#0B4F8A' } }] },
    { code: "const s = { color: '#fffa' };", errors: [{ messageId: 'literal', data: { literal: '#fffa' } }] },
    { code: "const s = { border: '1px solid #000' };", errors: [{ messageId: 'literal', data: { literal: '#000' } }] },
    { code: "const s = { fill: 'hsl(200 50% 40%)' };", errors: [{ messageId: 'literal', data: { literal: 'hsl(' } }] },
    { code: 'const s = `inset 0 0 0 2px ${c}`;', errors: [{ messageId: 'literal', data: { literal: '2px' } }] },
    { code: 'const s = `rgba(${r}, 0, 0, 0.4)`;', errors: [{ messageId: 'literal', data: { literal: 'rgba(' } }] },
    { code: 'const s = `${n}px`;', errors: [{ messageId: 'pixelUnit' }] },
    { code: 'const s = `(min-width: ${bp.md}px)`;', errors: [{ messageId: 'pixelUnit' }] },
    {
      code: "const s = <div style={{ width: '320px' }} />;",
      errors: [{ message: "Use a theme token instead of the literal '320px' (tokens live in themes/)." }],
    },
  ],
});

/** Lints files with only this rule on, as the repository's config would for a component. */
function lintWithRule() {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { 'design-tokens': designTokens },
        rules: { 'design-tokens/no-literals': 'error' },
      },
    ],
  });
}

describe('design-tokens/no-literals on fixture files', () => {
  it('reports each planted literal, on its line', async () => {
    const [result] = await lintWithRule().lintFiles([fixture('with-literals.tsx')]);
    const source = await readFile(fixture('with-literals.tsx'), 'utf8');
    const planted = source.split('\n').flatMap((line, index) => (line.endsWith('// report') ? [index + 1] : []));
    expect(result?.messages.map((message) => message.line)).toEqual(planted);
    expect(result?.messages.every((message) => message.ruleId === 'design-tokens/no-literals')).toBe(true);
  });

  it('passes the same component written with tokens', async () => {
    const [result] = await lintWithRule().lintFiles([fixture('with-tokens.tsx')]);
    expect(result?.messages).toEqual([]);
  });
});

describe("the repository's ESLint config", () => {
  const planted = "export const tapTarget = { minHeight: '44px', color: '#0B4F8A' };\n";
  const rulesHit = async (filePath: string) => {
    const [result] = await new ESLint({ cwd: root }).lintText(planted, { filePath });
    return result?.messages.map((message) => message.ruleId) ?? [];
  };

  it('refuses colour and pixel literals in the design system, the charts and the portal, stories included', async () => {
    for (const file of [
      'design-system/src/Planted/Planted.tsx',
      'charts/src/Planted/Planted.tsx',
      'portal/src/features/planted/Planted.tsx',
      'design-system/src/Planted/Planted.stories.tsx',
    ]) {
      expect(await rulesHit(file), file).toEqual(['design-tokens/no-literals', 'design-tokens/no-literals']);
    }
  });

  it('leaves them to the themes and to tests', async () => {
    expect(await rulesHit('themes/src/brands/planted.ts')).toEqual([]);
    expect(await rulesHit('portal/src/features/planted/Planted.test.tsx')).toEqual([]);
  });
});
