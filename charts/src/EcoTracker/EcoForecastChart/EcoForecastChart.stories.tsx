import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '@harakeke/design-system/testing';
import { EcoForecastChart } from './EcoForecastChart.js';
import { ecoForecastChartExamples as examples } from './EcoForecastChart.examples.js';

const meta = { title: 'Charts/EcoForecastChart', component: EcoForecastChart } satisfies Meta<typeof EcoForecastChart>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Week: Story = storyOf(examples.Week);
export const WeekWithPastHours: Story = storyOf(examples.WeekWithPastHours);
export const DaylightSavingStarts: Story = storyOf(examples.DaylightSavingStarts);
export const DaylightSavingEnds: Story = storyOf(examples.DaylightSavingEnds);
export const Loading: Story = storyOf(examples.Loading);
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
