import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { comparisonExamples as examples } from './Comparison.examples.js';
import { ComparisonView, preloadCustomDates } from './ComparisonView.js';

const meta = {
  title: 'Portal/Usage/Comparison',
  component: ComparisonView,
  // 'Dates you choose' shows a picker whose code loads apart: in before the visual suite judges the story ready.
  loaders: [() => preloadCustomDates().then(() => ({}))],
} satisfies Meta<typeof ComparisonView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const PeriodBefore: Story = storyOf(examples.PeriodBefore);
export const Running: Story = storyOf(examples.Running);
export const LastYear: Story = storyOf(examples.LastYear);
export const ChooseDates: Story = storyOf(examples.ChooseDates);
export const OtherFailed: Story = storyOf(examples.OtherFailed);
