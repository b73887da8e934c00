import { defineExamples } from '@harakeke/design-system';
import type { BillPeriodUsage } from '../../../services/energy-usage/bill-period-usage.js';
import { demoPeriod } from '../../../test-support/widget-fixtures.js';
import { usageGraphOf } from './usage-graph.js';
import { UsageGraphView } from './UsageGraphView.js';

const window = { startDate: '2026-10-16', endDate: '2026-11-15' };
const retry = () => undefined;

function graph(unitMode: 'kwh' | 'monetary', { readDays = 31, gas = false } = {}) {
  const usage: BillPeriodUsage = {
    electricity: demoPeriod({ startDate: window.startDate, days: 31, readDays }),
    naturalGas: gas ? demoPeriod({ startDate: window.startDate, days: 31, readDays, estimated: 3 }) : null,
  };
  return usageGraphOf(usage, unitMode, window);
}

export const usageGraphExamples = defineExamples({
  Dollars: {
    description: 'The billing window in dollars, as when the cost is included; the last two days estimated.',
    render: () => <UsageGraphView load={{ status: 'ready', data: graph('monetary') }} />,
  },
  Kwh: {
    description: 'In kWh, as for a buying group or a value plan (spec 1 §4).',
    render: () => <UsageGraphView load={{ status: 'ready', data: graph('kwh') }} />,
  },
  WithNaturalGas: {
    description: 'A site with advanced natural gas: each day’s gas stacked on its electricity (spec 1 §6).',
    render: () => <UsageGraphView load={{ status: 'ready', data: graph('monetary', { gas: true }) }} />,
  },
  PartWindow: {
    description: 'Twelve days into the window: the days not read yet are marked empty.',
    render: () => <UsageGraphView load={{ status: 'ready', data: graph('monetary', { readDays: 12 }) }} />,
  },
  Loading: { render: () => <UsageGraphView load={{ status: 'loading' }} /> },
  Error: { render: () => <UsageGraphView load={{ status: 'error' }} onRetry={retry} /> },
  NoElectricity: {
    description: 'The selected property has neither electricity nor advanced gas (both calls answer 404).',
    render: () => <UsageGraphView load={{ status: 'empty' }} />,
  },
});
