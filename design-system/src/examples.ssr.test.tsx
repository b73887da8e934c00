import { allExamples } from './test/all-examples.js';
import { serverMarkupSuite, ssrSuite } from './test/example-suites.js';

ssrSuite(allExamples);

// What a page shows before its scripts run: overlays closed or open as their trigger says (their panels load
// later), the states styles select on, and the names and landmarks assistive technology reads.
serverMarkupSuite(allExamples, {
  'AppShell Default': {
    elements: [
      { role: 'link', query: { name: 'Skip to main content' } },
      { role: 'banner' },
      // The inline navigation is hidden below md (jsdom matches no media query): the menu button stands in for it.
      { role: 'main' },
      { role: 'navigation', query: { name: 'Footer' } },
      { role: 'button', query: { name: 'Menu' }, data: { 'data-state': 'closed', 'aria-expanded': 'false' } },
    ],
  },
  'AppShell MenuOpen': {
    elements: [{ role: 'button', query: { name: 'Menu' }, data: { 'data-state': 'open', 'aria-expanded': 'true' } }],
  },
  'Button Loading': {
    elements: [
      { role: 'button', query: { name: 'Paying…' }, data: { 'data-state': 'pending', 'aria-disabled': 'true' } },
    ],
  },
  'Button Disabled': {
    elements: [{ role: 'button', query: { name: 'Pay now' }, data: { 'data-state': 'idle', 'data-disabled': 'true' } }],
  },
  'Banner Warning': { state: 'show', elements: [{ role: 'button', query: { name: 'Dismiss' } }] },
  'Banner Removed': { state: 'removed' },
  'Dialog Closed': {
    elements: [{ role: 'button', query: { name: 'Extend due date' }, data: { 'data-state': 'closed' } }],
  },
  'Dialog Open': {
    elements: [
      { role: 'button', query: { name: 'Extend due date' }, data: { 'data-state': 'open', 'aria-haspopup': 'dialog' } },
    ],
  },
  'Dialog Form': { elements: [{ role: 'button', query: { name: 'Rename site' }, data: { 'data-state': 'open' } }] },
  'Drawer Open': {
    elements: [{ role: 'button', query: { name: 'Account settings' }, data: { 'data-state': 'open' } }],
  },
  'Link External': {
    elements: [
      {
        role: 'link',
        query: { name: 'saving energy at home (opens in a new tab)' },
        data: { 'data-external': 'true', target: '_blank' },
      },
    ],
  },
  'ProgressBar BottleLow': {
    elements: [{ role: 'progressbar', query: { name: 'Left bottle' }, data: { 'data-level': 'low' } }],
  },
  'Stepper InProgress': {
    elements: [
      { role: 'list', query: { name: 'Home profile steps' } },
      { role: 'listitem', query: { current: 'step' }, data: { 'data-state': 'current' } },
    ],
  },
  'Tabs DisabledTab': {
    elements: [
      { role: 'tab', query: { name: 'Offers', selected: true }, data: { 'data-state': 'active' } },
      { role: 'tab', query: { name: 'Expiry' }, data: { 'data-state': 'inactive', 'data-disabled': '' } },
      { role: 'tabpanel', query: { name: 'Offers' }, data: { 'data-state': 'active' } },
    ],
  },
  'Tooltip Closed': { elements: [{ role: 'button', query: { name: 'Estimated reading' } }] },
  'LoadFrame Loading': {
    state: 'loading',
    elements: [{ role: 'region', query: { name: 'Bill summary' }, data: { 'aria-busy': 'true' } }],
  },
  'LoadFrame Error': {
    state: 'error',
    elements: [
      { role: 'region', query: { name: 'Bill summary' } },
      { role: 'button', query: { name: 'Try again' } },
    ],
  },
});
