import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { transactionHistoryExamples as examples } from './TransactionHistory.examples.js';
import { TransactionHistoryView } from './TransactionHistoryView.js';

const meta = {
  title: 'Portal/Bills/TransactionHistory',
  component: TransactionHistoryView,
} satisfies Meta<typeof TransactionHistoryView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const List: Story = storyOf(examples.List);
export const LongList: Story = storyOf(examples.LongList);
export const Loading: Story = storyOf(examples.Loading);
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
export const InvalidRange: Story = storyOf(examples.InvalidRange);
export const DownloadInProgress: Story = storyOf(examples.DownloadInProgress);
export const DownloadFailed: Story = storyOf(examples.DownloadFailed);
