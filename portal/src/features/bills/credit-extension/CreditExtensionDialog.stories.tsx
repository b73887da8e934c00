import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { creditExtensionDialogExamples as examples } from './CreditExtensionDialog.examples.js';
import { CreditExtensionDialogView } from './CreditExtensionDialogView.js';

const meta = {
  title: 'Portal/Bills/CreditExtensionDialog',
  component: CreditExtensionDialogView,
} satisfies Meta<typeof CreditExtensionDialogView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Offer: Story = storyOf(examples.Offer);
export const Extending: Story = storyOf(examples.Extending);
export const Extended: Story = storyOf(examples.Extended);
export const Refused: Story = storyOf(examples.Refused);
export const Failed: Story = storyOf(examples.Failed);
