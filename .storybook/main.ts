import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

/** One Storybook over the design system, the charts and the portal's widgets and screens. */
const config: StorybookConfig = {
  stories: [
    '../design-system/src/**/*.stories.tsx',
    '../charts/src/**/*.stories.tsx',
    '../portal/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // Workspace packages resolve to their src/ through the "@harakeke/source" export condition, as in Vitest and the portal,
    // so stories need no build of the packages first. Setting conditions replaces Vite's defaults, hence the spread.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@harakeke/source', ...defaultClientConditions];
    return viteConfig;
  },
};

export default config;
