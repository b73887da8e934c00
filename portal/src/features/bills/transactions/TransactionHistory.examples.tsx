import { defineExamples } from '@harakeke/design-system';
import type { ComponentProps } from 'react';
import { IDLE_MUTATION, type MutationState } from '../../../core/data/mutation.js';
import { demoRange, demoTransactions } from './transaction-fixtures.js';
import { TransactionHistoryView } from './TransactionHistoryView.js';

const ignore = () => undefined;
const base = { filter: demoRange, range: demoRange, onFilterChange: ignore, onRetry: ignore } as const;
const failed: MutationState<void> = { status: 'error', data: null, error: { type: '/error/no_response' } };
const downloading: MutationState<void> = { status: 'pending', data: null, error: null };

/** The history with three months of bills, payments and a credit. */
const Ready = (props: Partial<ComponentProps<typeof TransactionHistoryView>>) => (
  <TransactionHistoryView {...base} load={{ status: 'ready', data: demoTransactions(3) }} {...props} />
);

export const transactionHistoryExamples = defineExamples({
  List: {
    description:
      'Bills, payments and a credit, newest first: a table from the md breakpoint, a card each below it (ListOnPhone); credits say so in words too.',
    render: () => <Ready />,
  },
  LongList: {
    description: 'A year of activity: the newest 10 show, and Show more reveals the next 10.',
    render: () => <Ready load={{ status: 'ready', data: demoTransactions(12) }} />,
  },
  Loading: { render: () => <TransactionHistoryView {...base} load={{ status: 'loading' }} /> },
  Empty: {
    description: 'Nothing in the range: said plainly, the filter still there to choose another.',
    render: () => <TransactionHistoryView {...base} load={{ status: 'empty' }} />,
  },
  Error: {
    description: 'The range failed to load: the error and a retry in this panel only.',
    render: () => <TransactionHistoryView {...base} load={{ status: 'error' }} />,
  },
  InvalidRange: {
    description:
      'An end before the start: the filter keeps the dates as typed and says why at once; no transactions show until the range is valid, so none of another range is taken for these dates.',
    render: () => (
      <Ready
        filter={{ startDate: '2026-11-30', endDate: '2026-11-01' }}
        filterError="The end date must be on or after the start date."
      />
    ),
  },
  ListOnPhone: {
    description:
      'Below the md breakpoint (a phone): a card for each transaction, with its date, description and amount, and a bill’s View bill and Download PDF at full reach; nothing scrolls sideways.',
    render: () => <Ready layout="cards" />,
  },
  LongListOnPhone: {
    description: 'A year of activity on a phone: the newest 10 cards, and Show more reveals the next 10.',
    render: () => <Ready layout="cards" load={{ status: 'ready', data: demoTransactions(12) }} />,
  },
  DownloadFailedOnPhone: {
    description: 'On a phone, one bill’s PDF failed: its message and Try again in its card only.',
    render: () => (
      <Ready layout="cards" billDownloadStatus={(billId) => (billId === 'B-2026-10' ? failed : IDLE_MUTATION)} />
    ),
  },
  DownloadInProgress: {
    description: 'One bill’s PDF on its way: only its button is pending.',
    render: () => <Ready billDownloadStatus={(billId) => (billId === 'B-2026-10' ? downloading : IDLE_MUTATION)} />,
  },
  DownloadFailed: {
    description: 'One bill’s PDF failed: its message and Try again on its row only; the CSV is downloading.',
    render: () => (
      <Ready
        billDownloadStatus={(billId) => (billId === 'B-2026-10' ? failed : IDLE_MUTATION)}
        csvDownloadStatus={downloading}
      />
    ),
  },
});
