import { defineExamples } from '@harakeke/design-system';
import { demoUsageImpactDay, demoUsageImpactMonth } from '../../test/demo-eco.js';
import { UsageImpactChart } from './UsageImpactChart.js';

export const usageImpactChartExamples = defineExamples({
  Daily: {
    description:
      'A day’s hours: each bar in its hour’s carbon colour, and the level again as a height in the strip under the bars.',
    render: () => <UsageImpactChart period="daily" points={demoUsageImpactDay('2026-06-10')} />,
  },
  DailyWithGaps: {
    description: 'Two hours without carbon data (dashed in the strip) and no readings yet after 6pm.',
    render: () => (
      <UsageImpactChart
        period="daily"
        points={demoUsageImpactDay('2026-06-10', { noLevelAt: [3, 4], noReadingFrom: 18 })}
      />
    ),
  },
  DailyDaylightSavingEnds: {
    description: '5 April 2026 has 25 hours: two bars start at 2am.',
    render: () => <UsageImpactChart period="daily" points={demoUsageImpactDay('2026-04-05')} />,
  },
  Monthly: {
    description: 'A month’s days, each with the day’s carbon intensity.',
    render: () => <UsageImpactChart period="monthly" points={demoUsageImpactMonth('2026-05')} />,
  },
  Loading: { render: () => <UsageImpactChart period="daily" points={[]} status="loading" /> },
  Empty: { render: () => <UsageImpactChart period="monthly" points={[]} /> },
  Error: { render: () => <UsageImpactChart period="daily" points={[]} status="error" onRetry={() => undefined} /> },
});
