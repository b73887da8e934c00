import { defineExamples } from '@harakeke/design-system';
import { demoComparisonAbove, demoComparisonBelow, demoGasComparison } from '../test/demo-insights.js';
import { HomeComparison } from './HomeComparison.js';

export const homeComparisonExamples = defineExamples({
  AboveAverageKwh: {
    description: 'This home used more than the average home, in whole kWh.',
    render: () => <HomeComparison unit="kwh" comparison={demoComparisonAbove()} />,
  },
  AboveAverageDollars: {
    description: 'The same home in dollars, 2 decimals.',
    render: () => <HomeComparison unit="monetary" comparison={demoComparisonAbove()} />,
  },
  BelowAverageKwh: {
    description: 'This home used less than the average home, but more than an efficient one.',
    render: () => <HomeComparison unit="kwh" comparison={demoComparisonBelow()} />,
  },
  GasDollars: {
    description: 'Narrowed to gas: the column takes the gas colour and the sentence names the fuel.',
    render: () => (
      <HomeComparison unit="monetary" fuel="Gas" title="Home comparison: gas" comparison={demoGasComparison()} />
    ),
  },
  Loading: { render: () => <HomeComparison unit="kwh" status="loading" /> },
  Empty: { render: () => <HomeComparison unit="kwh" /> },
  Error: { render: () => <HomeComparison unit="kwh" status="error" onRetry={() => undefined} /> },
});
