import { accountSettings } from '../features/account-settings/feature.js';
import { accountSummary } from '../features/account-summary/feature.js';
import { accountSwitcher } from '../features/account-switcher/feature.js';
import { activate } from '../features/activate/feature.js';
import { bills } from '../features/bills/feature.js';
import { dashboard } from '../features/dashboard/feature.js';
import { evIq } from '../features/ev-iq/feature.js';
import { generalError } from '../features/general-error/feature.js';
import { login } from '../features/login/feature.js';
import { paymentOptions } from '../features/payment-options/feature.js';
import { sitePages } from '../features/site-pages/feature.js';
import { tips } from '../features/tips/feature.js';
import { usage } from '../features/usage/feature.js';
import type { FeatureManifest } from '../core/feature-manifest.js';

/**
 * Every feature of the portal: the widget registry, the routes and the start-up are built from this list, so a new
 * feature is its folder and one line here. The order is the start-up's: the dashboard's widget list and the
 * switcher first, which the widgets' calls (the second wave) wait for.
 */
export const features: readonly FeatureManifest[] = [
  dashboard,
  accountSwitcher,
  bills,
  accountSummary,
  usage,
  paymentOptions,
  accountSettings,
  login,
  activate,
  generalError,
  sitePages,
  evIq,
  tips,
];
