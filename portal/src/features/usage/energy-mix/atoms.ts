import { getThirtyDayInsights, type Insights } from '@harakeke/contract';
import { callApi } from '../../../api/call-api.js';
import { keyedQuery } from '../../../core/data/keyed-query.js';

/**
 * spec 2 §3 energy mix (insights readings: Use, EnergyInKWh) of the last 30 days at the selected site, keyed by it.
 * A site without electricity (404) or without a reading in those days has nothing to show, not an error.
 */
export const energyMixQuery = keyedQuery<Insights, Record<string, never>>({
  name: 'usage.energyMix',
  params: () => ({}),
  fetch: () => callApi(getThirtyDayInsights, {}),
  isEmptyAnswer: (problem) => problem.status === 404,
  isEmptyData: (insights) => insights.Readings.every((reading) => reading.EnergyInKWh <= 0),
});
