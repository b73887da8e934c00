import { defineExamples } from '@harakeke/design-system';
import { CreditExtensionActionView } from '../credit-extension/CreditExtensionActionView.js';
import { BillSummaryV2View } from './BillSummaryV2View.js';
import {
  demoBillSummaryV2,
  eligibleExtension,
  inCreditBillSummary,
  newCustomerBillSummary,
  overdueBillSummary,
  paidUpBillSummary,
} from './demo-bill-summary.js';

const noop = () => undefined;

export const billSummaryV2Examples = defineExamples({
  Ready: {
    description: 'A balance due with a prompt payment discount, the last bill, the period running and a promotion.',
    render: () => (
      <BillSummaryV2View
        load={{ status: 'ready', data: demoBillSummaryV2 }}
        onPayNow={noop}
        onViewBill={noop}
        creditExtension={
          <CreditExtensionActionView load={{ status: 'ready', data: eligibleExtension }} onExtend={noop} />
        }
      />
    ),
  },
  Overdue: {
    description: 'Part of the balance is overdue: highlighted, and said in words; it cannot be extended.',
    render: () => (
      <BillSummaryV2View
        load={{ status: 'ready', data: overdueBillSummary }}
        onPayNow={noop}
        onViewBill={noop}
        creditExtension={
          <CreditExtensionActionView
            load={{
              status: 'ready',
              data: { eligible: false, reason: 'overdue', dueDate: '2026-11-20', newEndDate: null },
            }}
          />
        }
      />
    ),
  },
  InCredit: {
    description:
      'Money in credit: said so, nothing to pay now, so no Pay now; paying in advance stays offered, not leading.',
    render: () => (
      <BillSummaryV2View load={{ status: 'ready', data: inCreditBillSummary }} onPayNow={noop} onViewBill={noop} />
    ),
  },
  PaidUp: {
    description: 'The last bill paid: all paid up, so no Pay now beside that; paying in advance stays offered.',
    render: () => (
      <BillSummaryV2View load={{ status: 'ready', data: paidUpBillSummary }} onPayNow={noop} onViewBill={noop} />
    ),
  },
  NewCustomer: {
    description: 'No bill yet: when the first one comes; nothing owed, so paying in advance rather than Pay now.',
    render: () => <BillSummaryV2View load={{ status: 'ready', data: newCustomerBillSummary }} onPayNow={noop} />,
  },
  BuyingGroup: {
    description: 'An account of a buying group shows the group’s name.',
    render: () => (
      <BillSummaryV2View
        load={{ status: 'ready', data: demoBillSummaryV2 }}
        onPayNow={noop}
        onViewBill={noop}
        buyingGroupName="Hawke’s Bay Growers Group"
      />
    ),
  },
  Loading: { render: () => <BillSummaryV2View load={{ status: 'loading' }} /> },
  Error: { render: () => <BillSummaryV2View load={{ status: 'error' }} onRetry={noop} /> },
  Empty: {
    description: 'No billing account selected (a 404): nothing to show, not an error.',
    render: () => <BillSummaryV2View load={{ status: 'empty' }} />,
  },
});
