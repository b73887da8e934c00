import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { recurringExamples as examples } from './Recurring.examples.js';
import { RecurringView } from './RecurringView.js';

const meta = {
  title: 'Portal/Payment options/Recurring',
  component: RecurringView,
} satisfies Meta<typeof RecurringView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const LoadFailed: Story = { ...storyOf(examples.LoadFailed), tags: ['no-screenshot'] };
export const NotSetUp: Story = storyOf(examples.NotSetUp);
export const Cancelled: Story = storyOf(examples.Cancelled);
export const DirectDebitSetUp: Story = storyOf(examples.DirectDebitSetUp);
