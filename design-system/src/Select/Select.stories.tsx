import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { preloadSelect, Select } from './Select.js';
import { selectExamples as examples } from './Select.examples.js';

const meta = {
  title: 'Design system/Select',
  component: Select,
  // The Open story shows its list in the first commit, as a select opened after its code loaded does.
  loaders: [() => preloadSelect().then(() => ({}))],
} satisfies Meta<typeof Select>;
export default meta;
// Stories render examples rather than args, so their type does not require the component's props.
type Story = StoryObj;

export const Placeholder: Story = storyOf(examples.Placeholder);
export const Selected: Story = storyOf(examples.Selected);
export const WithDescription: Story = storyOf(examples.WithDescription);
export const WithError: Story = storyOf(examples.WithError);
export const ValidatedOnBlur: Story = storyOf(examples.ValidatedOnBlur);
export const Disabled: Story = storyOf(examples.Disabled);
export const Open: Story = storyOf(examples.Open);
