import { defineExamples } from '@harakeke/design-system';
import { demoBillSummary } from '../../../test-support/widget-fixtures.js';
import { BillSummaryView } from './BillSummaryView.js';

const retry = () => undefined;

export const billSummaryExamples = defineExamples({
  Ready: {
    description: 'A balance due on 01 Dec 2026 with a prompt payment discount, paid by hand.',
    render: () => <BillSummaryView load={{ status: 'ready', data: demoBillSummary }} />,
  },
  Overdue: {
    description: 'Part of the balance is overdue: highlighted, and said in words too.',
    render: () => (
      <BillSummaryView
        load={{
          status: 'ready',
          data: {
            ...demoBillSummary,
            balance: { current: 120.4, overdue: 62.1, total: 182.5 },
            promptPaymentDiscount: 0,
          },
        }}
      />
    ),
  },
  RecurringPayment: {
    render: () => (
      <BillSummaryView load={{ status: 'ready', data: { ...demoBillSummary, hasRecurringPayment: true } }} />
    ),
  },
  InCredit: {
    description: 'Nothing due and money in credit.',
    render: () => (
      <BillSummaryView
        load={{
          status: 'ready',
          data: { ...demoBillSummary, balance: { current: -24.5, overdue: 0, total: -24.5 }, dueDate: null },
        }}
      />
    ),
  },
  Loading: { render: () => <BillSummaryView load={{ status: 'loading' }} /> },
  Error: { render: () => <BillSummaryView load={{ status: 'error' }} onRetry={retry} /> },
  Empty: { render: () => <BillSummaryView load={{ status: 'empty' }} /> },
});
