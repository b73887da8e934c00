import { DashboardWidgets } from './DashboardWidgets.js';

/** /account/dashboard: the greeting and the widgets the server chose for this customer (spec 1 §2). */
export function DashboardScreen() {
  return <DashboardWidgets tabId="dashboard" />;
}
