import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Button } from './Button.js';
import { buttonExamples as examples } from './Button.examples.js';

const meta = { title: 'Design system/Button', component: Button } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = storyOf(examples.Primary);
export const Secondary: Story = storyOf(examples.Secondary);
export const Small: Story = storyOf(examples.Small);
export const Loading: Story = storyOf(examples.Loading);
export const Disabled: Story = storyOf(examples.Disabled);
