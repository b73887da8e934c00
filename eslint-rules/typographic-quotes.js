// @ts-check
/**
 * A local ESLint plugin with one rule, `typographic-quotes/curly-apostrophes`: customer-facing copy writes its
 * apostrophes curly (’), as most of it already does, so "We couldn’t" and "We’re" never sit beside a straight
 * "couldn't" on the same screen.
 *
 * It reports a straight apostrophe between two letters ("couldn't", "site's", "We're") in JSX text, in string
 * literals (JSX attributes included) and in the text parts of template literals, and the entities `&apos;` and
 * `&#39;` between letters in JSX text. Code keeps its quotes: an apostrophe between letters is never a delimiter, so
 * SQL ('password-reset'), CSS (format('woff2')) and selectors are left alone. It fixes what it reports.
 *
 * Option `allow`: whole strings that keep their straight apostrophe, each for a reason the config gives (the spec
 * quotes it so).
 */

/** A straight apostrophe, or its entity, between two letters (any script: 'Kōwhai's'). */
const straightApostrophe = /(\p{L})(?:\\?'|&apos;|&#0*39;|&#x0*27;)(?=\p{L})/giu;

/** @param {string} text */
const hasStraightApostrophe = (text) => new RegExp(straightApostrophe.source, 'iu').test(text);

/** @type {import('eslint').Rule.RuleModule} */
const curlyApostrophes = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Copy writes apostrophes curly (’), not straight.' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: { straight: "Write the apostrophe curly (’) in '{{text}}'." },
  },
  create(context) {
    const allowed = new Set(/** @type {{ allow?: string[] }} */ (context.options[0] ?? {}).allow ?? []);
    const source = context.sourceCode;

    /**
     * Reports a node whose source text holds a straight apostrophe between letters, fixing it in place.
     * @param {import('estree').Node} node
     * @param {string} text what the node says, to show in the message and to match against `allow`
     */
    const check = (node, text) => {
      if (allowed.has(text.trim())) return;
      const raw = source.getText(node);
      if (!hasStraightApostrophe(raw)) return;
      context.report({
        node,
        messageId: 'straight',
        data: { text: text.trim().slice(0, 60) },
        fix: (fixer) => fixer.replaceText(node, raw.replace(straightApostrophe, '$1’')),
      });
    };

    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      /** @param {import('estree').Node & { value: string }} node */
      JSXText(node) {
        check(node, node.value);
      },
    };
  },
};

/** The plugin, as eslint.config.js registers it: `plugins: { 'typographic-quotes': typographicQuotes }`. */
const typographicQuotes = { meta: { name: 'typographic-quotes' }, rules: { 'curly-apostrophes': curlyApostrophes } };

export default typographicQuotes;
