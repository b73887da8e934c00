import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Checkbox } from './Checkbox.js';
import { checkboxExamples as examples } from './Checkbox.examples.js';

const meta = { title: 'Design system/Checkbox', component: Checkbox } satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof Checkbox>;

export const Unchecked: Story = storyOf(examples.Unchecked);
export const Checked: Story = storyOf(examples.Checked);
export const WithDescription: Story = storyOf(examples.WithDescription);
export const Invalid: Story = storyOf(examples.Invalid);
export const Disabled: Story = storyOf(examples.Disabled);
export const DisabledChecked: Story = storyOf(examples.DisabledChecked);
export const LongLabel: Story = storyOf(examples.LongLabel);
