import { billCheckerRoutes } from './bill-checker/routes.js';
import { billingAccountsRoutes } from './billing-accounts/routes.js';
import { movingHouseRoutes } from './moving-house/routes.js';
import { navigationRoutes } from './navigation/routes.js';
import { outageRoutes } from './outage/routes.js';
import { userRoutes } from './user/routes.js';
import { widgetsRoutes } from './widgets/routes.js';

/**
 * Every spec area's routes, each a sub-app of its own folder (`src/<area>/routes.ts`), mounted under the API base by
 * app.ts. Adding an area is one line here.
 */
export const apiAreas = [
  outageRoutes,
  billingAccountsRoutes,
  userRoutes,
  navigationRoutes,
  widgetsRoutes,
  movingHouseRoutes,
  billCheckerRoutes,
  // Each area converted adds its line here.
] as const;
