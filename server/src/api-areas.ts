import { billCheckerRoutes } from './bill-checker/routes.js';
import { billInsightsRoutes } from './bill-insights/routes.js';
import { billPlannerRoutes } from './bill-planner/routes.js';
import { billingAccountsRoutes } from './billing-accounts/routes.js';
import { balanceLedger } from './bills/ledger.js';
import { billsRoutes } from './bills/routes.js';
import { businessProfileRoutes } from './business-profile/routes.js';
import { donationRoutes } from './donation/routes.js';
import { ecoTrackerRoutes } from './eco-tracker/routes.js';
import { evIqRoutes } from './ev-iq/routes.js';
import { homeProfileRoutes } from './home-profile/routes.js';
import { insightsRoutes } from './insights/routes.js';
import { loyaltyCardRoutes } from './loyalty-card/routes.js';
import { lpgRoutes } from './lpg/routes.js';
import { meterReadsRoutes } from './meter-reads/routes.js';
import { movingHouseRoutes } from './moving-house/routes.js';
import { naturalGasRoutes } from './natural-gas/routes.js';
import { navigationRoutes } from './navigation/routes.js';
import { outageRoutes } from './outage/routes.js';
import { paymentOptionsRoutes } from './payment-options/routes.js';
import { powershoutRoutes } from './powershout/routes.js';
import { referralRoutes } from './referral/routes.js';
import { accountSettingsRoutes } from './account-settings/routes.js';
import { showerOptimiserRoutes } from './shower-optimiser/routes.js';
import { tipsRoutes } from './tips/routes.js';
import { usageRoutes } from './usage/routes.js';
import { userRoutes } from './user/routes.js';
import { widgetsRoutes } from './widgets/routes.js';

/**
 * Every spec area's routes, each a sub-app of its own folder (`src/<area>/routes.ts`), mounted under the API base by
 * app.ts. Adding an area is one line here.
 */
export const apiAreas = [
  outageRoutes,
  () => billingAccountsRoutes(balanceLedger),
  userRoutes,
  navigationRoutes,
  widgetsRoutes,
  movingHouseRoutes,
  billCheckerRoutes,
  lpgRoutes,
  meterReadsRoutes,
  powershoutRoutes,
  referralRoutes,
  loyaltyCardRoutes,
  donationRoutes,
  paymentOptionsRoutes,
  usageRoutes,
  naturalGasRoutes,
  ecoTrackerRoutes,
  insightsRoutes,
  homeProfileRoutes,
  businessProfileRoutes,
  billsRoutes,
  accountSettingsRoutes,
  tipsRoutes,
  evIqRoutes,
  billPlannerRoutes,
  billInsightsRoutes,
  showerOptimiserRoutes,
  // Each area converted adds its line here.
] as const;
