import { billingAccountsRoutes } from './billing-accounts/routes.js';
import { outageRoutes } from './outage/routes.js';

/**
 * Every spec area's routes, each a sub-app of its own folder (`src/<area>/routes.ts`), mounted under the API base by
 * app.ts. Adding an area is one line here.
 */
export const apiAreas = [outageRoutes, billingAccountsRoutes] as const;
