import type { Meta, StoryObj } from '@storybook/react-vite';
import { preloadDialog } from '../Dialog/Dialog.js';
import { storyOf } from '../test/story.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { confirmDialogExamples as examples } from './ConfirmDialog.examples.js';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  // Open stories need the lazily loaded dialog first (see Dialog.stories.tsx).
  loaders: [() => preloadDialog().then(() => ({}))],
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj;

export const Closed: Story = storyOf(examples.Closed);
export const Open: Story = storyOf(examples.Open);
export const Pending: Story = storyOf(examples.Pending);
export const Failed: Story = storyOf(examples.Failed);
