import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '@harakeke/design-system/testing';
import { GenerationMixChart } from './GenerationMixChart.js';
import { generationMixChartExamples as examples } from './GenerationMixChart.examples.js';

const meta = { title: 'Charts/GenerationMixChart', component: GenerationMixChart } satisfies Meta<
  typeof GenerationMixChart
>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Realtime: Story = storyOf(examples.Realtime);
export const OthersGrouped: Story = storyOf(examples.OthersGrouped);
export const Loading: Story = storyOf(examples.Loading);
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
