import { preloadDialog } from '@harakeke/design-system';
import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentRecurringPaymentExamples as examples } from './CurrentRecurringPayment.examples.js';
import { CurrentRecurringPaymentView } from './CurrentRecurringPaymentView.js';

const meta = {
  title: 'Portal/Payment options/CurrentRecurringPayment',
  component: CurrentRecurringPaymentView,
  // The confirmation's stories show it open, which needs the Dialog's lazily loaded implementation first: the visual
  // suite judges a story ready once Storybook has rendered it.
  loaders: [() => preloadDialog().then(() => ({}))],
} satisfies Meta<typeof CurrentRecurringPaymentView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

// A modal open from the start would cover the docs page: each such story renders in its own frame there.
const inOwnFrame = { docs: { story: { inline: false, iframeHeight: 520 } } };
const openStoryOf = (example: (typeof examples)[keyof typeof examples]) => {
  const story = storyOf(example);
  return { ...story, parameters: { ...story.parameters, ...inOwnFrame } };
};

export const DirectDebit: Story = storyOf(examples.DirectDebit);
export const CreditCard: Story = storyOf(examples.CreditCard);
export const NoDiscount: Story = storyOf(examples.NoDiscount);
export const CannotCancel: Story = storyOf(examples.CannotCancel);
export const ConfirmOpen: Story = openStoryOf(examples.ConfirmOpen);
export const Cancelling: Story = openStoryOf(examples.Cancelling);
export const CancelFailed: Story = openStoryOf(examples.CancelFailed);
