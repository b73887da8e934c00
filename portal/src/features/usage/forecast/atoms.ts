import { getElectricityForecast, type ElectricityForecast } from '@harakeke/contract';
import { callApi } from '../../../api/call-api.js';
import { keyedQuery } from '../../../core/data/keyed-query.js';

/**
 * spec 2 §7 getElectricityForecast: the selected site's electricity so far this bill period and where it is heading,
 * keyed by the selected site. A site without electricity (404) has nothing to show, not an error.
 */
export const forecastQuery = keyedQuery<ElectricityForecast, Record<string, never>>({
  name: 'usage.forecast',
  params: () => ({}),
  fetch: () => callApi(getElectricityForecast, {}),
  isEmptyAnswer: (problem) => problem.status === 404,
});
