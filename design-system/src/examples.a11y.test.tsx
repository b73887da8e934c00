import { brandIds } from '@harakeke/themes';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { allExamples } from './test/all-examples.js';
import { renderInBrand } from './test/render.js';

// jsdom cannot compute colours: contrast is checked on the tokens (themes) and in the browser (e2e/visual).
const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };

// axe runs one scan at a time; a slow machine must not time one out and fail every later scan with it.
const AXE_TIMEOUT_MS = 30_000;

describe.each(brandIds)('axe in %s', (brand) => {
  it.each(allExamples)(
    '%s %s',
    async (_component, _state, example) => {
      const { container } = renderInBrand(example.render(), { brand });
      const { violations } = await axe.run(container, { rules });
      expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );
});
