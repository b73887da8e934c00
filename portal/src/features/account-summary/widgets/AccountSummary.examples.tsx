import { defineExamples } from '@harakeke/design-system';
import { demoAccountSummary } from '../../../test-support/widget-fixtures.js';
import { AccountSummaryView } from './AccountSummaryView.js';

const retry = () => undefined;

export const accountSummaryExamples = defineExamples({
  Ready: {
    description: 'A named property with electricity and natural gas.',
    render: () => <AccountSummaryView load={{ status: 'ready', data: demoAccountSummary }} />,
  },
  BuyingGroup: {
    render: () => (
      <AccountSummaryView
        load={{
          status: 'ready',
          data: {
            ...demoAccountSummary,
            accountType: 'sme',
            isBuyingGroup: true,
            buyingGroupName: 'Harbour Business Collective',
            site: { id: 'site-9', address: 'Unit 4, 210 Great South Road, Penrose, Auckland 1061', nickname: null },
            supplies: [{ supplyType: 'electricity', planName: 'Business Fixed' }],
          },
        }}
      />
    ),
  },
  NoProperty: {
    description: 'No property selected, so no supplies.',
    render: () => (
      <AccountSummaryView load={{ status: 'ready', data: { ...demoAccountSummary, site: null, supplies: [] } }} />
    ),
  },
  Loading: { render: () => <AccountSummaryView load={{ status: 'loading' }} /> },
  Error: { render: () => <AccountSummaryView load={{ status: 'error' }} onRetry={retry} /> },
  Empty: { render: () => <AccountSummaryView load={{ status: 'empty' }} /> },
});
