import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { directDebitFormExamples as examples } from './DirectDebitForm.examples.js';
import { DirectDebitFormView } from './DirectDebitFormView.js';

const meta = {
  title: 'Portal/Payment options/DirectDebitForm',
  component: DirectDebitFormView,
} satisfies Meta<typeof DirectDebitFormView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Empty: Story = storyOf(examples.Empty);
export const EveryMessage: Story = storyOf(examples.EveryMessage);
export const SuffixHint: Story = storyOf(examples.SuffixHint);
export const BankMismatch: Story = storyOf(examples.BankMismatch);
export const TooLong: Story = storyOf(examples.TooLong);
export const Valid: Story = storyOf(examples.Valid);
export const Sending: Story = storyOf(examples.Sending);
export const RefusedByServer: Story = storyOf(examples.RefusedByServer);
export const Failed: Story = storyOf(examples.Failed);
export const WithoutAuthorityTick: Story = storyOf(examples.WithoutAuthorityTick);
