import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { LoadFrame } from './LoadFrame.js';
import { loadFrameExamples as examples } from './LoadFrame.examples.js';

const meta = { title: 'Design system/LoadFrame', component: LoadFrame } satisfies Meta<typeof LoadFrame>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Ready: Story = storyOf(examples.Ready);
export const Loading: Story = storyOf(examples.Loading);
export const SkeletonLines: Story = storyOf(examples.SkeletonLines);
export const SkeletonRows: Story = storyOf(examples.SkeletonRows);
export const CustomSkeleton: Story = storyOf(examples.CustomSkeleton);
export const Error: Story = storyOf(examples.Error);
export const Empty: Story = storyOf(examples.Empty);
export const Updating: Story = storyOf(examples.Updating);
export const WithAction: Story = storyOf(examples.WithAction);
