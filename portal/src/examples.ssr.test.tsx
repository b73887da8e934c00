import { serverMarkupSuite, ssrSuite } from '@harakeke/design-system/testing/vitest';
import { allExamples } from './test/all-examples.js';

ssrSuite(allExamples);

// What a dashboard shows before its scripts run: each widget a named region in its load state, the switcher's
// button saying whether its dialog is open, and the widgets' content rather than an empty frame.
serverMarkupSuite(allExamples, {
  'BillSummary Ready': { state: 'ready', elements: [{ role: 'region', query: { name: 'Your bill' } }] },
  'BillSummary Loading': {
    state: 'loading',
    elements: [{ role: 'region', query: { name: 'Your bill' }, data: { 'aria-busy': 'true' } }],
  },
  'BillSummary Error': {
    state: 'error',
    elements: [{ role: 'alert' }, { role: 'button', query: { name: 'Try again' } }],
  },
  'AccountSummary Ready': { state: 'ready', elements: [{ role: 'region', query: { name: 'Your account' } }] },
  'HeroMessage Ready': {
    state: 'ready',
    elements: [
      { role: 'heading', query: { name: 'Kia ora Aroha' } },
      { role: 'link', query: { name: 'View your bill' } },
    ],
  },
  'UsageGraph Kwh': {
    state: 'ready',
    elements: [
      { role: 'region', query: { name: 'Your electricity use' } },
      { role: 'application', query: { name: 'Daily electricity use this billing period' } },
    ],
  },
  'AccountSwitcher SeveralSites': {
    state: 'ready',
    elements: [{ role: 'button', query: { name: 'Home, switch account or site' }, data: { 'data-state': 'closed' } }],
  },
  'AccountSwitcher SeveralSitesOpen': {
    elements: [{ role: 'button', query: { name: 'Home, switch account or site' }, data: { 'data-state': 'open' } }],
  },
  'AccountSwitcher LoadFailed': {
    state: 'error',
    elements: [{ role: 'alert' }, { role: 'button', query: { name: 'Try again' } }],
  },
});
