import { defineExamples } from '@harakeke/design-system';
import {
  demoElectricBreakdown,
  demoFewCategoriesBreakdown,
  demoGasHeatedBreakdown,
  demoGasOtherBreakdown,
} from '../test/demo-insights.js';
import { UsageBreakdown } from './UsageBreakdown.js';

export const usageBreakdownExamples = defineExamples({
  Kwh: {
    description: 'An all-electric home with a pool, in kWh: whole kWh per category, the total to 2 decimals.',
    render: () => <UsageBreakdown unit="kwh" readings={demoElectricBreakdown()} />,
  },
  Dollars: {
    description: 'The same home in dollars, 2 decimals.',
    render: () => <UsageBreakdown unit="monetary" readings={demoElectricBreakdown()} />,
  },
  GasHeating: {
    description:
      'Gas heating has kWh, so the gas-other line reads Gas (spec 2 §3). Hot Water has no use and is left out.',
    render: () => <UsageBreakdown unit="kwh" readings={demoGasHeatedBreakdown()} />,
  },
  GasOtherDollars: {
    description: 'No gas heating: the line stays Gas Other. In dollars.',
    render: () => <UsageBreakdown unit="monetary" readings={demoGasOtherBreakdown()} />,
  },
  FewCategories: {
    description: 'A small apartment with three categories; Air Conditioning rounds to under 1%.',
    render: () => <UsageBreakdown unit="kwh" readings={demoFewCategoriesBreakdown()} />,
  },
  Loading: { render: () => <UsageBreakdown unit="kwh" readings={[]} status="loading" /> },
  Empty: { render: () => <UsageBreakdown unit="kwh" readings={[]} /> },
  Error: { render: () => <UsageBreakdown unit="kwh" readings={[]} status="error" onRetry={() => undefined} /> },
});
