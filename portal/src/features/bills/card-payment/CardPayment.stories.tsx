import { preloadDialog } from '@harakeke/design-system';
import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardPaymentExamples as examples } from './CardPayment.examples.js';
import { CardPaymentView } from './CardPaymentView.js';

const meta = {
  title: 'Portal/Bills/CardPayment',
  component: CardPaymentView,
  // Every story shows the dialog open, which needs the Dialog's lazily loaded implementation first: the visual suite
  // judges a story ready once Storybook has rendered it.
  loaders: [() => preloadDialog().then(() => ({}))],
} satisfies Meta<typeof CardPaymentView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

// A modal open from the start would cover the docs page: each story renders in its own frame there.
const inOwnFrame = { docs: { story: { inline: false, iframeHeight: 720 } } };
const openStoryOf = (example: (typeof examples)[keyof typeof examples]) => {
  const story = storyOf(example);
  return { ...story, parameters: { ...story.parameters, ...inOwnFrame } };
};

export const FeeLoading: Story = openStoryOf(examples.FeeLoading);
export const FeeError: Story = openStoryOf(examples.FeeError);
export const Ready: Story = openStoryOf(examples.Ready);
export const ReadyWithoutSavedCard: Story = openStoryOf(examples.ReadyWithoutSavedCard);
export const AmountInvalid: Story = openStoryOf(examples.AmountInvalid);
export const AmountOverMaximum: Story = openStoryOf(examples.AmountOverMaximum);
export const Paying: Story = openStoryOf(examples.Paying);
export const Redirecting: Story = openStoryOf(examples.Redirecting);
export const CheckingReturn: Story = openStoryOf(examples.CheckingReturn);
export const Paid: Story = openStoryOf(examples.Paid);
export const Failed: Story = openStoryOf(examples.Failed);
export const Cancelled: Story = openStoryOf(examples.Cancelled);
export const Unconfirmed: Story = openStoryOf(examples.Unconfirmed);
export const StatusError: Story = openStoryOf(examples.StatusError);
export const StatusInvalid: Story = openStoryOf(examples.StatusInvalid);
export const StatusPaymentRequired: Story = openStoryOf(examples.StatusPaymentRequired);
export const StatusInUse: Story = openStoryOf(examples.StatusInUse);
export const StatusAccountError: Story = openStoryOf(examples.StatusAccountError);
export const StatusDataFail: Story = openStoryOf(examples.StatusDataFail);
export const StatusNotFound: Story = openStoryOf(examples.StatusNotFound);
