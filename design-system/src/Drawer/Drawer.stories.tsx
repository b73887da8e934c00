import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Drawer, preloadDrawer } from './Drawer.js';
import { drawerExamples as examples } from './Drawer.examples.js';

const meta = {
  title: 'Design system/Drawer',
  component: Drawer,
  // Stories that render open need the lazily loaded implementation first: e2e/visual/story-page.ts judges a story
  // ready once Storybook has rendered it, which would otherwise be before the overlay shows.
  loaders: [() => preloadDrawer().then(() => ({}))],
} satisfies Meta<typeof Drawer>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Closed: Story = storyOf(examples.Closed);
export const Open: Story = storyOf(examples.Open);
export const WithDescription: Story = storyOf(examples.WithDescription);
export const HiddenTitle: Story = storyOf(examples.HiddenTitle);
