import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { transactionHistoryExamples as examples } from './TransactionHistory.examples.js';
import { TransactionHistoryView } from './TransactionHistoryView.js';

const meta = {
  title: 'Portal/Bills/TransactionHistory',
  component: TransactionHistoryView,
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
} satisfies Meta<typeof TransactionHistoryView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

/**
 * A story of the phone layout, shown in Storybook in a phone's viewport 375 px wide (the width the table was found
 * cut at); its example lays the transactions out as cards whatever the window, so the visual suite's desktop shot
 * shows them too.
 */
const onPhone = (example: (typeof examples)[keyof typeof examples]): Story => ({
  ...storyOf(example),
  globals: { viewport: { value: 'iphonese2', isRotated: false } },
});

export const List: Story = storyOf(examples.List);
export const LongList: Story = storyOf(examples.LongList);
export const ListOnPhone: Story = onPhone(examples.ListOnPhone);
export const LongListOnPhone: Story = onPhone(examples.LongListOnPhone);
export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
export const InvalidRange: Story = storyOf(examples.InvalidRange);
export const DownloadInProgress: Story = storyOf(examples.DownloadInProgress);
export const DownloadFailed: Story = storyOf(examples.DownloadFailed);
export const DownloadFailedOnPhone: Story = onPhone(examples.DownloadFailedOnPhone);
