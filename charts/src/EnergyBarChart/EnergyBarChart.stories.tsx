import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '@harakeke/design-system/testing';
import { EnergyBarChart } from './EnergyBarChart.js';
import { energyBarChartExamples as examples } from './EnergyBarChart.examples.js';

const meta = { title: 'Charts/EnergyBarChart', component: EnergyBarChart } satisfies Meta<typeof EnergyBarChart>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const DailyStacked: Story = storyOf(examples.DailyStacked);
export const DailyDollars: Story = storyOf(examples.DailyDollars);
export const ElectricityOnly: Story = storyOf(examples.ElectricityOnly);
export const NaturalGasOnly: Story = storyOf(examples.NaturalGasOnly);
export const HourlyClocksGoBack: Story = storyOf(examples.HourlyClocksGoBack);
export const Monthly: Story = storyOf(examples.Monthly);
export const Loading: Story = storyOf(examples.Loading);
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
