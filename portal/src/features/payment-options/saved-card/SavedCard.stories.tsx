import { preloadDialog } from '@harakeke/design-system';
import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { savedCardExamples as examples } from './SavedCard.examples.js';
import { SavedCardView } from './SavedCardView.js';

const meta = {
  title: 'Portal/Payment options/SavedCard',
  component: SavedCardView,
  // The removal's stories show its confirmation open, which needs the Dialog's lazily loaded implementation first:
  // the visual suite judges a story ready once Storybook has rendered it.
  loaders: [() => preloadDialog().then(() => ({}))],
} satisfies Meta<typeof SavedCardView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

// A modal open from the start would cover the docs page: each such story renders in its own frame there.
const inOwnFrame = { docs: { story: { inline: false, iframeHeight: 480 } } };
const openStoryOf = (example: (typeof examples)[keyof typeof examples]) => {
  const story = storyOf(example);
  return { ...story, parameters: { ...story.parameters, ...inOwnFrame } };
};

export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const LoadFailed: Story = { ...storyOf(examples.LoadFailed), tags: ['no-screenshot'] };
export const NoCard: Story = storyOf(examples.NoCard);
export const Card: Story = storyOf(examples.Card);
export const CardPaysBills: Story = storyOf(examples.CardPaysBills);
export const RemoveConfirm: Story = openStoryOf(examples.RemoveConfirm);
export const Removing: Story = openStoryOf(examples.Removing);
export const RemoveFailed: Story = openStoryOf(examples.RemoveFailed);
export const Removed: Story = storyOf(examples.Removed);
export const AddDeclined: Story = storyOf(examples.AddDeclined);
export const AddCancelled: Story = storyOf(examples.AddCancelled);
export const Leaving: Story = storyOf(examples.Leaving);
