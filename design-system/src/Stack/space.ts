import type { Tokens } from '@harakeke/themes';

/** A step of the space scale (`$1`…`$8`), as layout props take it: `gap="3"`. The named gaps are not layout steps. */
export type SpaceStep = `${Exclude<keyof Tokens['space'], 'focusOffset' | 'underlineOffset'>}`;

const spaceSteps = ['1', '2', '3', '4', '5', '6', '8'] as const satisfies readonly SpaceStep[];

/**
 * A Stitches variant setting one CSS property to each space step, e.g. `{ 3: { rowGap: '$3' } }`: layout props
 * stay token-typed, and each property is set by one variant only, so no shorthand can override a longhand.
 */
export function spaceVariant(property: 'gap' | 'rowGap' | 'columnGap' | 'marginBlockEnd') {
  return Object.fromEntries(spaceSteps.map((step) => [step, { [property]: `$space$${step}` }])) as Record<
    SpaceStep,
    Record<typeof property, string>
  >;
}
