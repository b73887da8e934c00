import { preloadEditableTextField } from '@harakeke/design-system';
import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { propertiesExamples as examples } from './Properties.examples.js';
import { PropertiesView } from './PropertiesView.js';

const meta = {
  title: 'Portal/Account settings/Properties',
  component: PropertiesView,
  // Stories in edit show the input, whose code loads when editing begins: the visual suite judges a story ready once
  // Storybook has rendered it.
  loaders: [() => preloadEditableTextField().then(() => ({}))],
} satisfies Meta<typeof PropertiesView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const LoadFailed: Story = { ...storyOf(examples.LoadFailed), tags: ['no-screenshot'] };
export const Properties: Story = storyOf(examples.Properties);
export const Editing: Story = storyOf(examples.Editing);
export const Saving: Story = storyOf(examples.Saving);
export const Saved: Story = storyOf(examples.Saved);
export const SaveFailed: Story = storyOf(examples.SaveFailed);
