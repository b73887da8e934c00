import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { tabsAtom } from '../../../services/navigation/atoms.js';
import { DashboardWidgets } from './DashboardWidgets.js';

/**
 * /account/new-dashboard: the same, with the widget list of tab id newDashboard (spec 1 §2). The server decides per
 * customer whether they have that tab (GET /private/tabs, early access); one without it, who followed an old link or
 * typed the address, goes to their dashboard rather than to an empty page. Until the tabs are in, the page loads
 * as for a customer who has it, so theirs is not held up.
 */
export function NewDashboardScreen() {
  const tabs = useAtomValue(tabsAtom).data;
  if (tabs && !tabs.includes('newDashboard')) return <Navigate to="/account/dashboard" replace />;
  return <DashboardWidgets tabId="newDashboard" />;
}
