import { defineExamples } from '@harakeke/design-system';
import { demoDays, demoHours, demoLast24Hours, demoLive, demoMonths } from '../test/demo-monitoring.js';
import { MonitoringChart } from './MonitoringChart.js';

// The visual suite freezes the clock; the data is fixed too, so the stories need no clock.
const NOW = '2026-03-18T06:30:00Z';

export const monitoringChartExamples = defineExamples({
  Live: {
    description: 'The default period: demand in kW for each minute of the last hour.',
    render: () => <MonitoringChart period="live" readings={demoLive(NOW)} />,
  },
  LiveWithGap: {
    description: 'Three minutes without readings break the line.',
    render: () => <MonitoringChart period="live" readings={demoLive(NOW, 60, [30, 31, 32])} />,
  },
  Last24Hours: { render: () => <MonitoringChart period="last24Hours" readings={demoLast24Hours(NOW)} /> },
  Day: { render: () => <MonitoringChart period="day" readings={demoHours('2026-03-17', 1)} /> },
  DayDaylightSavingEnds: {
    description: '5 April 2026: 25 hourly readings, two of them at 2am.',
    render: () => <MonitoringChart period="day" readings={demoHours('2026-04-05', 1)} />,
  },
  DayDaylightSavingStarts: {
    description: '27 September 2026: 23 hourly readings, no 2am.',
    render: () => <MonitoringChart period="day" readings={demoHours('2026-09-27', 1)} />,
  },
  Week: { render: () => <MonitoringChart period="week" readings={demoHours('2026-03-08', 7)} /> },
  Month: { render: () => <MonitoringChart period="month" readings={demoDays('2026-02-18', 28)} /> },
  YearByDay: { render: () => <MonitoringChart period="year" readings={demoDays('2025-03-18', 365)} /> },
  YearByMonth: { render: () => <MonitoringChart period="year" readings={demoMonths(2025)} /> },
  Loading: { render: () => <MonitoringChart period="live" readings={[]} status="loading" /> },
  Empty: { render: () => <MonitoringChart period="day" readings={[]} /> },
  Error: { render: () => <MonitoringChart period="week" readings={[]} status="error" onRetry={() => undefined} /> },
});
