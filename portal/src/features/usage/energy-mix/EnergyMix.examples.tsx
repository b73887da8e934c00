import { defineExamples } from '@harakeke/design-system';
import { demoEnergyMix } from './demo-energy-mix.js';
import { EnergyMixView } from './EnergyMixView.js';

export const energyMixExamples = defineExamples({
  FromHomeProfile: { render: () => <EnergyMixView load={{ status: 'ready', data: demoEnergyMix }} /> },
  TypicalHome: {
    description: 'No home profile yet: the split is a typical home’s, and the page says so.',
    render: () => <EnergyMixView load={{ status: 'ready', data: { ...demoEnergyMix, IsLite: true } }} />,
  },
  Loading: { render: () => <EnergyMixView load={{ status: 'loading' }} /> },
  Empty: { render: () => <EnergyMixView load={{ status: 'empty' }} /> },
  Error: { render: () => <EnergyMixView load={{ status: 'error' }} onRetry={() => undefined} /> },
});
