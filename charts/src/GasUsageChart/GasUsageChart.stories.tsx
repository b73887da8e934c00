import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '@harakeke/design-system/testing';
import { GasUsageChart } from './GasUsageChart.js';
import { gasUsageChartExamples as examples } from './GasUsageChart.examples.js';

const meta = { title: 'Charts/GasUsageChart', component: GasUsageChart } satisfies Meta<typeof GasUsageChart>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const YearKwh: Story = storyOf(examples.YearKwh);
export const YearDollars: Story = storyOf(examples.YearDollars);
export const MissingReading: Story = storyOf(examples.MissingReading);
export const AllEstimated: Story = storyOf(examples.AllEstimated);
export const PartYear: Story = storyOf(examples.PartYear);
export const Loading: Story = storyOf(examples.Loading);
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
