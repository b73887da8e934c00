import { aucklandInstant, defineExamples } from '@harakeke/design-system';
import { demoForecastDays } from '../../test/demo-eco.js';
import { EcoForecastChart } from './EcoForecastChart.js';

export const ecoForecastChartExamples = defineExamples({
  Week: {
    description: 'Seven days from Sunday 14 June 2026: solid cells are eco-friendly hours, hollow ones are not.',
    render: () => <EcoForecastChart days={demoForecastDays('2026-06-14')} />,
  },
  WeekWithPastHours: {
    description:
      "At 2pm on the first day the morning has passed: the line marks now, and the hours above it are said with 'was'.",
    render: () => <EcoForecastChart days={demoForecastDays('2026-06-14')} now={aucklandInstant('2026-06-14', 14)} />,
  },
  DaylightSavingStarts: {
    description: 'Sunday 27 September 2026 has 23 hours: its 2am row is empty.',
    render: () => <EcoForecastChart days={demoForecastDays('2026-09-26')} />,
  },
  DaylightSavingEnds: {
    description: 'Sunday 5 April 2026 has 25 hours: its 2am row holds two hours (NZDT, then NZST).',
    render: () => <EcoForecastChart days={demoForecastDays('2026-04-04')} />,
  },
  Loading: { render: () => <EcoForecastChart days={[]} status="loading" /> },
  Empty: { render: () => <EcoForecastChart days={[]} /> },
  Error: { render: () => <EcoForecastChart days={[]} status="error" onRetry={() => undefined} /> },
});
