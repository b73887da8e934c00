import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '@harakeke/design-system/testing';
import { CarbonIntensityScale } from './CarbonIntensityScale.js';
import { carbonIntensityScaleExamples as examples } from './CarbonIntensityScale.examples.js';

const meta = { title: 'Charts/CarbonIntensityScale', component: CarbonIntensityScale } satisfies Meta<
  typeof CarbonIntensityScale
>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const NoData: Story = storyOf(examples.NoData);
export const VeryLow: Story = storyOf(examples.VeryLow);
export const Low: Story = storyOf(examples.Low);
export const Moderate: Story = storyOf(examples.Moderate);
export const High: Story = storyOf(examples.High);
export const VeryHigh: Story = storyOf(examples.VeryHigh);
export const Forecast: Story = storyOf(examples.Forecast);
export const Past: Story = storyOf(examples.Past);
export const Loading: Story = storyOf(examples.Loading);
export const Error: Story = storyOf(examples.Error);
