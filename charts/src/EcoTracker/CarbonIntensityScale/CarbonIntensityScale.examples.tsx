import { defineExamples } from '@harakeke/design-system';
import { CarbonIntensityScale } from './CarbonIntensityScale.js';

export const carbonIntensityScaleExamples = defineExamples({
  NoData: {
    description: "Level 0, 'no data': no step is marked and the steps are dashed.",
    render: () => <CarbonIntensityScale level={0} />,
  },
  VeryLow: { render: () => <CarbonIntensityScale level={1} /> },
  Low: { render: () => <CarbonIntensityScale level={2} /> },
  Moderate: { render: () => <CarbonIntensityScale level={3} /> },
  High: { render: () => <CarbonIntensityScale level={4} /> },
  VeryHigh: { render: () => <CarbonIntensityScale level={5} /> },
  Forecast: {
    description: "A forecast level says 'predicted to be' (spec 2 §4).",
    render: () => <CarbonIntensityScale level={2} tense="forecast" />,
  },
  Past: {
    description: "A past level says 'was' (spec 2 §4).",
    render: () => <CarbonIntensityScale level={4} tense="past" />,
  },
  Loading: { render: () => <CarbonIntensityScale level={null} status="loading" /> },
  Error: { render: () => <CarbonIntensityScale level={null} status="error" onRetry={() => undefined} /> },
});
