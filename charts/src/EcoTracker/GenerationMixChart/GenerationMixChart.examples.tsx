import { aucklandInstant, defineExamples } from '@harakeke/design-system';
import { demoGenerationMix, demoGenerationMixWithUnknown } from '../../test/demo-eco.js';
import { GenerationMixChart } from './GenerationMixChart.js';

// 2:30pm on a winter Wednesday, Auckland time: a fixed instant, so screenshots compare.
const asAt = aucklandInstant('2026-06-10', 14, 30);

export const generationMixChartExamples = defineExamples({
  Realtime: {
    description: 'The realtime mix: every generation type with its share to whole percent, adding up to 100.',
    render: () => <GenerationMixChart sources={demoGenerationMix()} asAt={asAt} />,
  },
  OthersGrouped: {
    description:
      'Solar, Battery and Diesel are not generation types of the spec: they are counted in Others, whose tooltip names those above 0%.',
    render: () => <GenerationMixChart sources={demoGenerationMixWithUnknown()} asAt={asAt} />,
  },
  Loading: { render: () => <GenerationMixChart sources={[]} status="loading" /> },
  Empty: { render: () => <GenerationMixChart sources={[]} /> },
  Error: { render: () => <GenerationMixChart sources={[]} status="error" onRetry={() => undefined} /> },
});
