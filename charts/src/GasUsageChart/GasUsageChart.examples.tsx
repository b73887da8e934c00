import { defineExamples } from '@harakeke/design-system';
import { demoGasYear } from '../test/demo-gas.js';
import { GasUsageChart } from './GasUsageChart.js';

export const gasUsageChartExamples = defineExamples({
  YearKwh: {
    description: 'A year of monthly readings in kWh; December is estimated.',
    render: () => <GasUsageChart year={2025} unit="kwh" readings={demoGasYear(2025)} />,
  },
  YearDollars: { render: () => <GasUsageChart year={2025} unit="monetary" readings={demoGasYear(2025)} /> },
  MissingReading: {
    description: 'No reading for August: a dashed mark on the baseline and "No data" in the table.',
    render: () => <GasUsageChart year={2025} unit="kwh" readings={demoGasYear(2025, { emptyAt: [7] })} />,
  },
  AllEstimated: {
    render: () => <GasUsageChart year={2024} unit="kwh" readings={demoGasYear(2024, { allEstimated: true })} />,
  },
  PartYear: {
    description: 'The current year so far: four readings.',
    render: () => <GasUsageChart year={2026} unit="kwh" readings={demoGasYear(2026, { estimated: 0 }).slice(0, 4)} />,
  },
  Loading: { render: () => <GasUsageChart year={2026} unit="kwh" readings={[]} status="loading" /> },
  Empty: { render: () => <GasUsageChart year={2015} unit="kwh" readings={[]} /> },
  Error: {
    render: () => <GasUsageChart year={2026} unit="kwh" readings={[]} status="error" onRetry={() => undefined} />,
  },
});
