import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '@harakeke/design-system/testing';
import { MonitoringChart } from './MonitoringChart.js';
import { monitoringChartExamples as examples } from './MonitoringChart.examples.js';

const meta = { title: 'Charts/MonitoringChart', component: MonitoringChart } satisfies Meta<typeof MonitoringChart>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Live: Story = storyOf(examples.Live);
export const LiveWithGap: Story = storyOf(examples.LiveWithGap);
export const Last24Hours: Story = storyOf(examples.Last24Hours);
export const Day: Story = storyOf(examples.Day);
export const DayDaylightSavingEnds: Story = storyOf(examples.DayDaylightSavingEnds);
export const DayDaylightSavingStarts: Story = storyOf(examples.DayDaylightSavingStarts);
export const Week: Story = storyOf(examples.Week);
export const Month: Story = storyOf(examples.Month);
export const YearByDay: Story = storyOf(examples.YearByDay);
export const YearByMonth: Story = storyOf(examples.YearByMonth);
export const Loading: Story = storyOf(examples.Loading);
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
