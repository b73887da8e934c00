import type { Tokens } from './tokens.js';

/** Flattens tokens into CSS custom properties (`--color-primary`), for pages rendered without React. */
export function cssVariables(tokens: Tokens): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: object, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (value !== null && typeof value === 'object') walk(value, [...path, key]);
      else out[`--${[...path, key].join('-')}`] = typeof value === 'number' ? `${value}px` : String(value);
    }
  };
  walk(tokens, []);
  return out;
}
