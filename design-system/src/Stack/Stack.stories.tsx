import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Stack } from './Stack.js';
import { stackExamples as examples } from './Stack.examples.js';

const meta = { title: 'Design system/Stack', component: Stack } satisfies Meta<typeof Stack>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Gaps: Story = storyOf(examples.Gaps);
export const List: Story = storyOf(examples.List);
export const FixedWidth: Story = storyOf(examples.FixedWidth);
