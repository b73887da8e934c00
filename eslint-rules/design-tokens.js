// @ts-check
/**
 * A local ESLint plugin with one rule, `design-tokens/no-literals`: colours and pixel lengths come from the theme's
 * tokens (themes/), never from literals in components, charts or the portal, so a brand changes them in one place.
 *
 * It reports, in string literals and in the text parts of template literals:
 * - a hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) or a colour function (rgb(), rgba(), hsl(), hsla());
 * - a pixel length ('44px', '0.5px'), and a pixel unit written after an interpolated number (`${width}px`).
 * Named colours ('red') are left alone: too many ordinary words are colour names.
 */

/** A hex colour on its own or after a CSS separator: not '#main' or '#add' in the middle of an address. */
const hexColour = /(?:^|[\s,(:])(#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4}))(?![\w-])/i;
const colourFunction = /(?<![\w-])((?:rgb|hsl)a?)\(/i;
const pixelLength = /(?<![\w.-])(-?(?:\d+\.?\d*|\.\d+)px)(?![\w-])/i;
/** The text after an interpolation starting with a px unit: `${n}px`. */
const pixelUnitAfterValue = /^px(?![\w-])/i;

/** JSX attributes that hold addresses or ids, where '#abc' is a fragment, not a colour. */
const addressAttributes = new Set(['href', 'to', 'id', 'htmlFor', 'xlinkHref', 'xlink:href']);

/** @param {string} text */
function literalIn(text) {
  return text.match(hexColour)?.[1] ?? text.match(colourFunction)?.[1]?.concat('(') ?? text.match(pixelLength)?.[1];
}

/** @param {import('estree').Node & { parent?: import('estree').Node }} node */
function isAddress(node) {
  const parent = /** @type {{ type: string, name?: { name?: unknown } } | undefined} */ (node.parent);
  return parent?.type === 'JSXAttribute' && addressAttributes.has(String(parent.name?.name));
}

/** @type {import('eslint').Rule.RuleModule} */
const noLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Colours and pixel lengths come from theme tokens (themes/), not literals.' },
    schema: [],
    messages: {
      literal: "Use a theme token instead of the literal '{{literal}}' (tokens live in themes/).",
      pixelUnit:
        "Use a theme token instead of a number written out in pixels ('…px') (tokens live in themes/); a measured size may say why it has none in an eslint-disable comment.",
    },
  },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value !== 'string' || isAddress(node)) return;
        const literal = literalIn(node.value);
        if (literal) context.report({ node, messageId: 'literal', data: { literal } });
      },
      TemplateElement(node) {
        const text = node.value.cooked ?? node.value.raw;
        const literal = literalIn(text);
        const template = /** @type {import('estree').TemplateLiteral} */ (
          /** @type {{ parent?: unknown }} */ (node).parent
        );
        if (literal) context.report({ node, messageId: 'literal', data: { literal } });
        else if (template.quasis[0] !== node && pixelUnitAfterValue.test(text))
          context.report({ node, messageId: 'pixelUnit' });
      },
    };
  },
};

/** The plugin, as eslint.config.js registers it: `plugins: { 'design-tokens': designTokens }`. */
const designTokens = { meta: { name: 'design-tokens' }, rules: { 'no-literals': noLiterals } };

export default designTokens;
