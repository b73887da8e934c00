import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { billSummaryV2Examples as examples } from './BillSummaryV2.examples.js';
import { BillSummaryV2View } from './BillSummaryV2View.js';

const meta = { title: 'Portal/Bills/BillSummaryV2', component: BillSummaryV2View } satisfies Meta<
  typeof BillSummaryV2View
>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Ready: Story = storyOf(examples.Ready);
export const Overdue: Story = storyOf(examples.Overdue);
export const InCredit: Story = storyOf(examples.InCredit);
export const PaidUp: Story = storyOf(examples.PaidUp);
export const NewCustomer: Story = storyOf(examples.NewCustomer);
export const BuyingGroup: Story = storyOf(examples.BuyingGroup);
export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const Error: Story = { ...storyOf(examples.Error), tags: ['no-screenshot'] };
export const Empty: Story = storyOf(examples.Empty);
