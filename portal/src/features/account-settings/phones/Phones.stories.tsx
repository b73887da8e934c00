import { preloadDialog, preloadEditableTextField } from '@harakeke/design-system';
import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { phonesExamples as examples } from './Phones.examples.js';
import { PhonesView } from './PhonesView.js';

const meta = {
  title: 'Portal/Account settings/Phones',
  component: PhonesView,
  // The delete's stories show its confirmation open, and the edit's its input, each loaded lazily: the visual suite
  // judges a story ready once Storybook has rendered it.
  loaders: [() => Promise.all([preloadDialog(), preloadEditableTextField()]).then(() => ({}))],
} satisfies Meta<typeof PhonesView>;
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
export const OnlyMobile: Story = storyOf(examples.OnlyMobile);
export const TwoNumbers: Story = storyOf(examples.TwoNumbers);
export const Editing: Story = storyOf(examples.Editing);
export const Saving: Story = storyOf(examples.Saving);
export const Saved: Story = storyOf(examples.Saved);
export const SaveFailed: Story = storyOf(examples.SaveFailed);
export const DeleteConfirm: Story = openStoryOf(examples.DeleteConfirm);
export const Deleting: Story = openStoryOf(examples.Deleting);
export const Deleted: Story = storyOf(examples.Deleted);
export const DeleteFailed: Story = openStoryOf(examples.DeleteFailed);
