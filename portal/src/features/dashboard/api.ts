import { getHeroMessage, getNewDashboardWidgetList, getWidgetList } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

/** spec 1 §7: the dashboard's widgets, in the order the server shows them. */
export const fetchDashboardWidgets = () => callApi(getWidgetList, { tabId: 'dashboard' });

/** spec 1 §2: the new dashboard loads its widget list by tab id newDashboard. */
export const fetchNewDashboardWidgets = () => callApi(getNewDashboardWidgetList, { tabId: 'newDashboard' });

/** spec 1 §7: the hero's greeting and message of the moment. */
export const fetchHeroMessage = () => callApi(getHeroMessage);
