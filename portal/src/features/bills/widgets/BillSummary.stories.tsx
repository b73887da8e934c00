import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { billSummaryExamples as examples } from './BillSummary.examples.js';
import { BillSummaryView } from './BillSummaryView.js';

const meta = { title: 'Portal/Widgets/BillSummary', component: BillSummaryView } satisfies Meta<typeof BillSummaryView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Ready: Story = storyOf(examples.Ready);
export const Overdue: Story = storyOf(examples.Overdue);
export const RecurringPayment: Story = storyOf(examples.RecurringPayment);
export const InCredit: Story = storyOf(examples.InCredit);
export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const Error: Story = { ...storyOf(examples.Error), tags: ['no-screenshot'] };
export const Empty: Story = { ...storyOf(examples.Empty), tags: ['no-screenshot'] };
