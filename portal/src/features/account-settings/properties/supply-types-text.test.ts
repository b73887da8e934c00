import { describe, expect, it } from 'vitest';
import { supplyTypesText } from './PropertiesView.js';

type Site = Parameters<typeof supplyTypesText>[0];
const siteWith = (...types: Site['supplyPoints'][number]['supplyType'][]) =>
  ({ supplyPoints: types.map((supplyType) => ({ supplyType })) }) as unknown as Site;

// A list of supply types reads as a sentence: its first word capitalised, the rest as they go on (LPG stays LPG).
describe('a site’s supply types in words', () => {
  it.each([
    [['electricity'], 'Electricity'],
    [['naturalGas'], 'Natural gas'],
    [['electricity', 'naturalGas'], 'Electricity and natural gas'],
    [['electricity', 'lpg'], 'Electricity and LPG'],
    [['lpg', 'electricity', 'naturalGas', 'electricity'], 'LPG, electricity and natural gas'],
    [[], 'No supply'],
  ] as const)('%j: %s', (types, text) => {
    expect(supplyTypesText(siteWith(...types))).toBe(text);
  });
});
