import '@harakeke/design-system/fonts.css';
import { BrandProvider } from '@harakeke/design-system';
import { brandIds, brands, isBrandId } from '@harakeke/themes';
import type { Decorator, Preview } from '@storybook/react-vite';

/** Wraps every story in the brand chosen in the toolbar, so each story can be checked in both brands. */
const withBrand: Decorator = (Story, context) => {
  const brand = isBrandId(context.globals.brand) ? context.globals.brand : 'kowhai';
  return (
    <BrandProvider brand={brand}>
      <Story />
    </BrandProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand whose tokens style the story',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        // 'kowhai' = 'Kōwhai Energy', 'fernlight' = 'Fernlight', from themes/src/brands.ts.
        items: brandIds.map((id) => ({ value: id, title: brands[id].name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'kowhai' },
  decorators: [withBrand],
  parameters: {
    // Accessibility violations fail the story's test (Vitest addon, test runner), not only show in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
