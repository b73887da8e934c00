import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '@harakeke/design-system/testing';
import { UsageChart } from './UsageChart.js';
import { usageChartExamples as examples } from './UsageChart.examples.js';

const meta = { title: 'Charts/UsageChart', component: UsageChart } satisfies Meta<typeof UsageChart>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Daily: Story = storyOf(examples.Daily);
export const DailyWithRevisions: Story = storyOf(examples.DailyWithRevisions);
export const HourlyOneDay: Story = storyOf(examples.HourlyOneDay);
export const HourlyDaylightSavingEnds: Story = storyOf(examples.HourlyDaylightSavingEnds);
export const HourlyDaylightSavingStarts: Story = storyOf(examples.HourlyDaylightSavingStarts);
export const HourlyWeek: Story = storyOf(examples.HourlyWeek);
export const Monthly25Months: Story = storyOf(examples.Monthly25Months);
export const BillWindow: Story = storyOf(examples.BillWindow);
export const GasFilteredOut: Story = storyOf(examples.GasFilteredOut);
export const Loading: Story = storyOf(examples.Loading);
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
