import { defineExamples } from '@harakeke/design-system';
import type { ComponentProps } from 'react';
import { WIDGET_ERROR_DETAIL } from '../../../widgets/widget-state.js';
import type { DownloadStatus } from './atoms.js';
import { demoRange, demoTransactions } from './transaction-fixtures.js';
import { TransactionHistoryView } from './TransactionHistoryView.js';

const ignore = () => undefined;
const base = { filter: demoRange, range: demoRange, onFilterChange: ignore, onRetry: ignore } as const;
const failed: DownloadStatus = {
  state: 'failed',
  message: 'We couldn’t download this bill. Please try again.',
  problem: { type: '/error/no_response' },
};

/** The history with three months of bills, payments and a credit. */
const Ready = (props: Partial<ComponentProps<typeof TransactionHistoryView>>) => (
  <TransactionHistoryView {...base} state="ready" transactions={demoTransactions(3)} {...props} />
);

export const transactionHistoryExamples = defineExamples({
  List: {
    description: 'Bills, payments and a credit, newest first; credits say so in words too.',
    render: () => <Ready />,
  },
  LongList: {
    description: 'A year of activity: the newest 10 show, and Show more reveals the next 10.',
    render: () => <Ready transactions={demoTransactions(12)} />,
  },
  Loading: { render: () => <TransactionHistoryView {...base} state="loading" /> },
  Empty: {
    description: 'Nothing in the range: said plainly, the filter still there to choose another.',
    render: () => <TransactionHistoryView {...base} state="empty" transactions={[]} />,
  },
  Error: {
    description: 'The range failed to load: the error and a retry in this panel only.',
    render: () => <TransactionHistoryView {...base} state="error" errorDetail={WIDGET_ERROR_DETAIL} />,
  },
  InvalidRange: {
    description: 'An end before the start: the filter keeps it and says why; the last valid range stays shown.',
    render: () => (
      <Ready
        filter={{ startDate: '2026-11-30', endDate: '2026-11-01' }}
        filterError="The end date must be on or after the start date."
      />
    ),
  },
  DownloadInProgress: {
    description: 'One bill’s PDF on its way: only its button is pending.',
    render: () => (
      <Ready billDownloadStatus={(billId) => ({ state: billId === 'B-2026-10' ? 'downloading' : 'idle' })} />
    ),
  },
  DownloadFailed: {
    description: 'One bill’s PDF failed: its message and Try again on its row only; the CSV is downloading.',
    render: () => (
      <Ready
        billDownloadStatus={(billId) => (billId === 'B-2026-10' ? failed : { state: 'idle' })}
        csvDownloadStatus={{ state: 'downloading' }}
      />
    ),
  },
});
