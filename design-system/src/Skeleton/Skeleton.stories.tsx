import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Skeleton } from './Skeleton.js';
import { skeletonExamples as examples } from './Skeleton.examples.js';

/**
 * Loading placeholders. Hidden from assistive technology: the container provides a status with visually hidden
 * text saying what is loading (see "With loading status"). The shimmer stops under prefers-reduced-motion.
 */
const meta = { title: 'Design system/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Text: Story = storyOf(examples.Text);
export const SingleLine: Story = storyOf(examples.SingleLine);
export const TextSample: Story = storyOf(examples.TextSample);
export const Block: Story = storyOf(examples.Block);
export const Circle: Story = storyOf(examples.Circle);
export const WithLoadingStatus: Story = storyOf(examples.WithLoadingStatus);
