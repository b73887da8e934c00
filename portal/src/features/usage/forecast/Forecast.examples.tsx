import { defineExamples } from '@harakeke/design-system';
import { demoForecast } from './demo-forecast.js';
import { ForecastView } from './ForecastView.js';

export const forecastExamples = defineExamples({
  Dollars: { render: () => <ForecastView load={{ status: 'ready', data: demoForecast }} /> },
  Kwh: {
    description: 'A value plan or a buying group: the cost is not included, so the forecast is in kWh.',
    render: () => <ForecastView load={{ status: 'ready', data: { ...demoForecast, costIncluded: false } }} />,
  },
  FirstPeriod: {
    description: 'No bill period before this one to compare with.',
    render: () => <ForecastView load={{ status: 'ready', data: { ...demoForecast, lastPeriod: null } }} />,
  },
  Loading: { render: () => <ForecastView load={{ status: 'loading' }} /> },
  NoElectricity: { render: () => <ForecastView load={{ status: 'empty' }} /> },
  Error: { render: () => <ForecastView load={{ status: 'error' }} onRetry={() => undefined} /> },
});
