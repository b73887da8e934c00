import { useEffect } from 'react';
import { reportEvent } from '../../../core/analytics/events.js';
import { useQuery } from '../../../core/data/keyed-query.js';
import { forecastQuery } from './atoms.js';
import { ForecastView } from './ForecastView.js';
import { useSectionAtPath } from '../section-at-path.js';

/** The path the spec's forecast link (and /usage/forecasts) opens (spec 2 §2). */
export const FORECASTS_PATH = '/account/usage/forecasts';

/**
 * The usage page's forecast (spec 2 §2, §7): loads with the page, posts viewEnergyForecast once shown (spec 2 §7
 * event posts), and is brought into view when the page was opened at /account/usage/forecasts.
 */
export function ForecastSection() {
  const { load, retry } = useQuery(forecastQuery);
  const shown = load.status === 'ready';
  const ref = useSectionAtPath<HTMLElement>(FORECASTS_PATH, shown);
  useEffect(() => {
    if (shown) reportEvent('viewEnergyForecast');
  }, [shown]);
  return <ForecastView ref={ref} load={load} onRetry={retry} />;
}
