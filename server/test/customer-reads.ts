import { calls, type CallSchema } from '@harakeke/contract';
import { addDays } from '@harakeke/calendar';
import { TEST_TODAY } from './test-clock.js';

const today = TEST_TODAY;

/** Queries for the reads that need one; the others are read with none. */
export const sampleQueries: Record<string, string> = {
  getTransactions: `startDate=${addDays(today, -90)}&endDate=${today}`,
  downloadTransactions: `startDate=${addDays(today, -90)}&endDate=${today}`,
  getAdvancedGasBillPeriod: `startDate=${addDays(today, -30)}&endDate=${today}`,
  getYearlyInsights: `year=${Number(today.slice(0, 4)) - 1}`,
  getUsageImpact: `date=${addDays(today, -1)}`,
  getPowershoutHistory: 'pageSize=40&pageNumber=1',
  getWidgetList: 'tabId=dashboard',
  getNewDashboardWidgetList: 'tabId=newDashboard',
};

for (const id of Object.keys(sampleQueries)) {
  if (!(id in calls)) throw new Error(`The sample queries name a call the contract does not have: ${id}.`);
}

/** Every customer read that takes no id: what a customer can see of their own data without knowing an id. */
export const customerReads = Object.entries(calls as Record<string, CallSchema>).filter(
  ([id, call]) =>
    call.method === 'GET' &&
    call.auth === 'customer' &&
    !call.path.includes('{') &&
    (id in sampleQueries || call.request.safeParse({}).success),
);

/** A read's path with its sample query, if it needs one. */
export function readPath(id: string, call: CallSchema): string {
  const query = sampleQueries[id];
  return query ? `${call.path}?${query}` : call.path;
}
