import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Switch } from './Switch.js';
import { switchExamples as examples } from './Switch.examples.js';

const meta = { title: 'Design system/Switch', component: Switch } satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof Switch>;

export const Off: Story = storyOf(examples.Off);
export const On: Story = storyOf(examples.On);
export const WithDescription: Story = storyOf(examples.WithDescription);
export const Disabled: Story = storyOf(examples.Disabled);
export const ReadOnly: Story = storyOf(examples.ReadOnly);
export const DisabledOn: Story = storyOf(examples.DisabledOn);
