import type { BrandId } from '@harakeke/themes';
import { render, type RenderOptions } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { BrandProvider } from '../BrandProvider/BrandProvider.js';

/** Renders as an app would: in StrictMode (double effects catch impure code) inside a brand. */
export function renderInBrand(
  ui: ReactElement,
  { brand = 'kowhai', ...options }: RenderOptions & { brand?: BrandId } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <StrictMode>
        <BrandProvider brand={brand}>{children}</BrandProvider>
      </StrictMode>
    ),
    ...options,
  });
}
