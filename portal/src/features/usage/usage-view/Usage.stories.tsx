import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { usageExamples as examples } from './Usage.examples.js';
import { preloadDayPicker, UsageView } from './UsageView.js';

const meta = {
  title: 'Portal/Usage/Usage',
  component: UsageView,
  // The hourly stories show the day picker, whose code loads apart: in before the visual suite judges them ready.
  loaders: [() => preloadDayPicker().then(() => ({}))],
} satisfies Meta<typeof UsageView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const BillWindow: Story = storyOf(examples.BillWindow);
export const Hourly: Story = storyOf(examples.Hourly);
export const HourlyClocksGoBack: Story = storyOf(examples.HourlyClocksGoBack);
export const Monthly: Story = storyOf(examples.Monthly);
export const DailyWithGas: Story = storyOf(examples.DailyWithGas);
export const Kwh: Story = storyOf(examples.Kwh);
export const BuyingGroup: Story = storyOf(examples.BuyingGroup);
export const Loading: Story = storyOf(examples.Loading);
export const NoUseYet: Story = storyOf(examples.NoUseYet);
export const NoSupply: Story = storyOf(examples.NoSupply);
export const Error: Story = storyOf(examples.Error);
