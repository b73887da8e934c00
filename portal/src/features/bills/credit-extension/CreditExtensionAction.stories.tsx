import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { creditExtensionActionExamples as examples } from './CreditExtensionAction.examples.js';
import { CreditExtensionActionView } from './CreditExtensionActionView.js';

const meta = {
  title: 'Portal/Bills/CreditExtensionAction',
  component: CreditExtensionActionView,
} satisfies Meta<typeof CreditExtensionActionView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Eligible: Story = storyOf(examples.Eligible);
export const AlreadyExtended: Story = storyOf(examples.AlreadyExtended);
export const Overdue: Story = storyOf(examples.Overdue);
export const NothingDue: Story = storyOf(examples.NothingDue);
export const Loading: Story = storyOf(examples.Loading);
export const Error: Story = storyOf(examples.Error);
