import { preloadDialog } from '@harakeke/design-system';
import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardReturnDialogsExamples as examples } from './CardReturnDialogs.examples.js';
import { CardReturnDialogsView } from './CardReturnDialogsView.js';

const meta = {
  title: 'Portal/Payment options/CardReturnDialogs',
  component: CardReturnDialogsView,
  // Every story shows a dialog open, which needs the Dialog's lazily loaded implementation first: the visual suite
  // judges a story ready once Storybook has rendered it.
  loaders: [() => preloadDialog().then(() => ({}))],
} satisfies Meta<typeof CardReturnDialogsView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

// A modal open from the start would cover the docs page: each story renders in its own frame there.
const inOwnFrame = { docs: { story: { inline: false, iframeHeight: 480 } } };
const openStoryOf = (example: (typeof examples)[keyof typeof examples]) => {
  const story = storyOf(example);
  return { ...story, parameters: { ...story.parameters, ...inOwnFrame } };
};

export const SavedCardSuccess: Story = openStoryOf(examples.SavedCardSuccess);
export const RecurringCardSuccess: Story = openStoryOf(examples.RecurringCardSuccess);
export const UpdatePrompt: Story = openStoryOf(examples.UpdatePrompt);
export const Updating: Story = openStoryOf(examples.Updating);
export const UpdateFailed: Story = openStoryOf(examples.UpdateFailed);
