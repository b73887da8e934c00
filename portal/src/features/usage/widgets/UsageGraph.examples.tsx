import { defineExamples } from '@harakeke/design-system';
import { demoPeriod } from '../../../widgets/test-fixtures.js';
import { WIDGET_ERROR_DETAIL } from '../../../widgets/widget-state.js';
import { dailyAverageOf, toUsagePoints } from './usage-graph.js';
import { UsageGraphView, type UsageGraph } from './UsageGraphView.js';

const window = { startDate: '2026-10-16', endDate: '2026-11-15' };
const retry = () => undefined;

function graph(unit: UsageGraph['unit'], readDays = 31): UsageGraph {
  const period = demoPeriod({ startDate: window.startDate, days: 31, readDays });
  return { days: toUsagePoints(period), unit, dailyAverage: dailyAverageOf(period, unit), window };
}

export const usageGraphExamples = defineExamples({
  Dollars: {
    description: 'The billing window in dollars, as when the cost is included; the last two days estimated.',
    render: () => <UsageGraphView state="ready" data={graph('monetary')} />,
  },
  Kwh: {
    description: 'In kWh, as for a buying group or a value plan (spec 1 §4).',
    render: () => <UsageGraphView state="ready" data={graph('kwh')} />,
  },
  PartWindow: {
    description: 'Twelve days into the window: the days not read yet are marked empty.',
    render: () => <UsageGraphView state="ready" data={graph('monetary', 12)} />,
  },
  Loading: { render: () => <UsageGraphView state="loading" /> },
  Error: { render: () => <UsageGraphView state="error" errorDetail={WIDGET_ERROR_DETAIL} onRetry={retry} /> },
  NoElectricity: {
    description: 'The selected property has no electricity supply (the call answers 404).',
    render: () => <UsageGraphView state="empty" />,
  },
});
