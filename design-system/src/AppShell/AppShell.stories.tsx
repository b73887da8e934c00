import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { preloadDrawer } from '../Drawer/Drawer.js';
import { AppShell } from './AppShell.js';
import { appShellExamples as examples } from './AppShell.examples.js';

const meta = {
  title: 'Design system/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  // The open menu (MenuOpen, WithAccountMenu) needs the Drawer's lazily loaded implementation first:
  // e2e/visual/story-page.ts judges a story ready once Storybook has rendered it, which would otherwise be too early.
  loaders: [() => preloadDrawer().then(() => ({}))],
} satisfies Meta<typeof AppShell>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Default: Story = storyOf(examples.Default);
export const WithAccountSwitcher: Story = storyOf(examples.WithAccountSwitcher);
export const WithLogo: Story = storyOf(examples.WithLogo);
export const MenuOpen: Story = storyOf(examples.MenuOpen);
export const WithAccountMenu: Story = storyOf(examples.WithAccountMenu);
export const WithoutSocialLinks: Story = storyOf(examples.WithoutSocialLinks);
