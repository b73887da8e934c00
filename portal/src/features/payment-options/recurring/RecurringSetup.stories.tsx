import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { recurringSetupExamples as examples } from './RecurringSetup.examples.js';
import { RecurringSetupView } from './RecurringSetupView.js';

const meta = {
  title: 'Portal/Payment options/RecurringSetup',
  component: RecurringSetupView,
} satisfies Meta<typeof RecurringSetupView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const DirectDebitSelected: Story = storyOf(examples.DirectDebitSelected);
export const CreditCardSelected: Story = storyOf(examples.CreditCardSelected);
export const CreditCardTicksMissing: Story = storyOf(examples.CreditCardTicksMissing);
export const CreditCardDeclined: Story = storyOf(examples.CreditCardDeclined);
export const CreditCardCancelled: Story = storyOf(examples.CreditCardCancelled);
export const CreditCardFailed: Story = storyOf(examples.CreditCardFailed);
export const Leaving: Story = storyOf(examples.Leaving);
