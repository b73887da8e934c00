import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { RadioGroup } from './RadioGroup.js';
import { radioGroupExamples as examples } from './RadioGroup.examples.js';

const meta = { title: 'Design system/RadioGroup', component: RadioGroup } satisfies Meta<typeof RadioGroup>;
export default meta;
// Stories render examples rather than args, so their type does not require the component's props.
type Story = StoryObj;

export const Vertical: Story = storyOf(examples.Vertical);
export const Horizontal: Story = storyOf(examples.Horizontal);
export const WithDescription: Story = storyOf(examples.WithDescription);
export const WithError: Story = storyOf(examples.WithError);
export const DisabledOption: Story = storyOf(examples.DisabledOption);
export const Disabled: Story = storyOf(examples.Disabled);
