import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountSummaryExamples as examples } from './AccountSummary.examples.js';
import { AccountSummaryView } from './AccountSummaryView.js';

const meta = {
  title: 'Portal/Widgets/AccountSummary',
  component: AccountSummaryView,
} satisfies Meta<typeof AccountSummaryView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Ready: Story = storyOf(examples.Ready);
export const BuyingGroup: Story = storyOf(examples.BuyingGroup);
export const NoProperty: Story = storyOf(examples.NoProperty);
export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const Error: Story = { ...storyOf(examples.Error), tags: ['no-screenshot'] };
export const Empty: Story = { ...storyOf(examples.Empty), tags: ['no-screenshot'] };
