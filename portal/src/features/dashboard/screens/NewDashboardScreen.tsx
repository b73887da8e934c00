import { DashboardWidgets } from './DashboardWidgets.js';

/** /account/new-dashboard: the same, with the widget list of tab id newDashboard (spec 1 §2). */
export function NewDashboardScreen() {
  return <DashboardWidgets tabId="newDashboard" />;
}
