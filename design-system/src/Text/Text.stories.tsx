import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Text } from './Text.js';
import { textExamples as examples } from './Text.examples.js';

const meta = { title: 'Design system/Text', component: Text } satisfies Meta<typeof Text>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Default: Story = storyOf(examples.Default);
export const Muted: Story = storyOf(examples.Muted);
export const Danger: Story = storyOf(examples.Danger);
export const Small: Story = storyOf(examples.Small);
export const Large: Story = storyOf(examples.Large);
export const AsSpan: Story = storyOf(examples.AsSpan);
