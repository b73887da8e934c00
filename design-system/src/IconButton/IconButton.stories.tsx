import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { IconButton } from './IconButton.js';
import { iconButtonExamples as examples } from './IconButton.examples.js';

const meta = { title: 'Design system/IconButton', component: IconButton } satisfies Meta<typeof IconButton>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Ghost: Story = storyOf(examples.Ghost);
export const Secondary: Story = storyOf(examples.Secondary);
export const Primary: Story = storyOf(examples.Primary);
export const Small: Story = storyOf(examples.Small);
export const Disabled: Story = storyOf(examples.Disabled);
export const Toggle: Story = storyOf(examples.Toggle);
