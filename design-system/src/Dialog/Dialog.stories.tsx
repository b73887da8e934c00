import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Dialog, preloadDialog } from './Dialog.js';
import { dialogExamples as examples } from './Dialog.examples.js';

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  // Stories that render open need the lazily loaded implementation first: e2e/visual/story-page.ts judges a story
  // ready once Storybook has rendered it, which would otherwise be before the overlay shows.
  loaders: [() => preloadDialog().then(() => ({}))],
} satisfies Meta<typeof Dialog>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Closed: Story = storyOf(examples.Closed);
export const Open: Story = storyOf(examples.Open);
export const Small: Story = storyOf(examples.Small);
export const Large: Story = storyOf(examples.Large);
export const Form: Story = storyOf(examples.Form);
export const WithoutDescription: Story = storyOf(examples.WithoutDescription);
