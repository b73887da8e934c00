import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '@harakeke/design-system/testing';
import { UsageImpactChart } from './UsageImpactChart.js';
import { usageImpactChartExamples as examples } from './UsageImpactChart.examples.js';

const meta = { title: 'Charts/UsageImpactChart', component: UsageImpactChart } satisfies Meta<typeof UsageImpactChart>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Daily: Story = storyOf(examples.Daily);
export const DailyWithGaps: Story = storyOf(examples.DailyWithGaps);
export const DailyDaylightSavingEnds: Story = storyOf(examples.DailyDaylightSavingEnds);
export const Monthly: Story = storyOf(examples.Monthly);
export const Loading: Story = storyOf(examples.Loading);
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
