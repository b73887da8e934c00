import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '@harakeke/design-system/testing';
import { BillPeriodChart } from './BillPeriodChart.js';
import { billPeriodChartExamples as examples } from './BillPeriodChart.examples.js';

const meta = { title: 'Charts/BillPeriodChart', component: BillPeriodChart } satisfies Meta<typeof BillPeriodChart>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const ElectricityAndGasKwh: Story = storyOf(examples.ElectricityAndGasKwh);
export const Dollars: Story = storyOf(examples.Dollars);
export const ElectricityOnly: Story = storyOf(examples.ElectricityOnly);
export const AllEstimated: Story = storyOf(examples.AllEstimated);
export const OneDay: Story = storyOf(examples.OneDay);
export const ShortMonthLabelHidden: Story = storyOf(examples.ShortMonthLabelHidden);
export const CreditLabelHappyHour: Story = storyOf(examples.CreditLabelHappyHour);
export const Loading: Story = storyOf(examples.Loading);
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
