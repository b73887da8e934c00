import { defineExamples } from '@harakeke/design-system';
import { demoAccountSummary } from '../../../widgets/test-fixtures.js';
import { WIDGET_ERROR_DETAIL } from '../../../widgets/widget-state.js';
import { AccountSummaryView } from './AccountSummaryView.js';

const retry = () => undefined;

export const accountSummaryExamples = defineExamples({
  Ready: {
    description: 'A named property with electricity and natural gas.',
    render: () => <AccountSummaryView state="ready" data={demoAccountSummary} />,
  },
  BuyingGroup: {
    render: () => (
      <AccountSummaryView
        state="ready"
        data={{
          ...demoAccountSummary,
          accountType: 'sme',
          isBuyingGroup: true,
          buyingGroupName: 'Harbour Business Collective',
          site: { id: 'site-9', address: 'Unit 4, 210 Great South Road, Penrose, Auckland 1061', nickname: null },
          supplies: [{ supplyType: 'electricity', planName: 'Business Fixed' }],
        }}
      />
    ),
  },
  NoProperty: {
    description: 'No property selected, so no supplies.',
    render: () => <AccountSummaryView state="ready" data={{ ...demoAccountSummary, site: null, supplies: [] }} />,
  },
  Loading: { render: () => <AccountSummaryView state="loading" /> },
  Error: { render: () => <AccountSummaryView state="error" errorDetail={WIDGET_ERROR_DETAIL} onRetry={retry} /> },
  Empty: { render: () => <AccountSummaryView state="empty" /> },
});
