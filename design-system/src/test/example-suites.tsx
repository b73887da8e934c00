import { brandIds } from '@harakeke/themes';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '../BrandProvider/BrandProvider.js';
import type { Example } from '../examples.js';
import { getCssText } from '../stitches.config.js';
import { renderInBrand } from './render.js';

type ExampleRow = [string, string, Example];

// jsdom cannot compute colours: contrast is checked on the tokens (themes) and in the browser (e2e/visual).
const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };

// axe runs one scan at a time; a slow machine must not time one out and fail every later scan with it.
const AXE_TIMEOUT_MS = 30_000;

/** axe over every example in both brands. */
export function axeSuite(examples: ExampleRow[]) {
  describe.each(brandIds)('axe in %s', (brand) => {
    it.each(examples)(
      '%s %s',
      async (_component, _state, example) => {
        const { container } = renderInBrand(example.render(), { brand });
        const { violations } = await axe.run(container, { rules });
        expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      },
      AXE_TIMEOUT_MS,
    );
  });
}

/** Stitches' server rendering is its weak spot: every example must render to a string, with its CSS. */
export function ssrSuite(examples: ExampleRow[]) {
  describe.each(brandIds)('server rendering in %s', (brand) => {
    it.each(examples)('%s %s', (_component, _state, example) => {
      const html = renderToString(<BrandProvider brand={brand}>{example.render()}</BrandProvider>);
      expect(html.length).toBeGreaterThan(0);
      expect(getCssText()).toContain('--hk-colors-primary');
    });
  });
}
