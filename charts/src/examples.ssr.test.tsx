import { serverMarkupSuite, ssrSuite } from '@harakeke/design-system/testing/vitest';
import { allExamples } from './test/all-examples.js';

ssrSuite(allExamples);

// What a chart's page shows before its scripts run: the frame's state and the chart named for assistive technology,
// so a chart that fails on the server (or falls back to its empty state) is caught here.

serverMarkupSuite(allExamples, {
  'UsageChart HourlyOneDay': {
    state: 'ready',
    elements: [{ role: 'application', query: { name: 'Your energy use' } }],
  },
  'UsageChart GasFilteredOut': {
    elements: [
      { role: 'checkbox', query: { name: 'Electricity', checked: true } },
      { role: 'checkbox', query: { name: 'Natural gas', checked: false } },
      { role: 'application', query: { name: 'Your energy use' } },
    ],
  },
  'UsageChart Loading': { state: 'loading', elements: [{ role: 'status' }] },
  'UsageChart Error': {
    state: 'error',
    elements: [{ role: 'alert' }, { role: 'button', query: { name: 'Try again' } }],
  },
  'BillPeriodChart ElectricityAndGasKwh': {
    state: 'ready',
    elements: [{ role: 'application', query: { name: 'Daily use this bill period' } }],
  },
  'BillPeriodChart Empty': { state: 'empty' },
  'CarbonIntensityScale Moderate': {
    state: 'ready',
    elements: [{ role: 'meter', query: { name: 'Carbon intensity' } }],
  },
  'EcoForecastChart Week': {
    state: 'ready',
    elements: [{ role: 'application', query: { name: 'Eco-friendly hours forecast' } }],
  },
  'GenerationMixChart Realtime': {
    state: 'ready',
    elements: [{ role: 'application', query: { name: 'Electricity generation mix' } }],
  },
  'UsageImpactChart Monthly': {
    state: 'ready',
    elements: [{ role: 'application', query: { name: 'Your impact by day' } }],
  },
  'GasUsageChart YearKwh': {
    state: 'ready',
    elements: [{ role: 'application', query: { name: 'Natural gas use in 2025' } }],
  },
  'HomeComparison GasDollars': {
    state: 'ready',
    elements: [{ role: 'application', query: { name: 'Home comparison: gas' } }],
  },
  'MonitoringChart Live': {
    state: 'ready',
    elements: [{ role: 'application', query: { name: 'Live electricity demand' } }],
  },
  'UsageBreakdown Kwh': {
    state: 'ready',
    elements: [{ role: 'application', query: { name: 'Usage breakdown' } }],
  },
});
