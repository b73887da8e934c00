import { preloadDialog } from '@harakeke/design-system';
import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { usageExportExamples as examples } from './UsageExport.examples.js';
import { UsageExportDialogView } from './UsageExportDialogView.js';

const meta = {
  title: 'Portal/Usage/UsageExport',
  component: UsageExportDialogView,
  // Every story shows the dialog open, which needs the Dialog's lazily loaded implementation first.
  loaders: [() => preloadDialog().then(() => ({}))],
} satisfies Meta<typeof UsageExportDialogView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

// A modal open from the start would cover the docs page: each story renders in its own frame there.
const inOwnFrame = { docs: { story: { inline: false, iframeHeight: 520 } } };
const openStoryOf = (example: (typeof examples)[keyof typeof examples]) => {
  const story = storyOf(example);
  return { ...story, parameters: { ...story.parameters, ...inOwnFrame } };
};

export const Choosing: Story = openStoryOf(examples.Choosing);
export const Writing: Story = openStoryOf(examples.Writing);
export const Saved: Story = openStoryOf(examples.Saved);
export const Failed: Story = openStoryOf(examples.Failed);
