import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { WidgetFrame } from './WidgetFrame.js';
import { widgetFrameExamples as examples } from './WidgetFrame.examples.js';

const meta = { title: 'Design system/WidgetFrame', component: WidgetFrame } satisfies Meta<typeof WidgetFrame>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Ready: Story = storyOf(examples.Ready);
export const Loading: Story = storyOf(examples.Loading);
export const LoadingCustomSkeleton: Story = storyOf(examples.LoadingCustomSkeleton);
export const Error: Story = storyOf(examples.Error);
export const ErrorWithRetry: Story = storyOf(examples.ErrorWithRetry);
export const Empty: Story = storyOf(examples.Empty);
export const EmptyWithAction: Story = storyOf(examples.EmptyWithAction);
export const HeadingLevel3: Story = storyOf(examples.HeadingLevel3);
