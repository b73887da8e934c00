import { brandIds } from '@harakeke/themes';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from './BrandProvider/BrandProvider.js';
import { getCssText } from './stitches.config.js';
import { allExamples } from './test/all-examples.js';

// Stitches' server rendering is its weak spot: every state must render to a string, with its CSS.
describe.each(brandIds)('server rendering in %s', (brand) => {
  it.each(allExamples)('%s %s', (_component, _state, example) => {
    const html = renderToString(<BrandProvider brand={brand}>{example.render()}</BrandProvider>);
    expect(html.length).toBeGreaterThan(0);
    expect(getCssText()).toContain('--hk-colors-primary');
  });
});
