import { defineExamples } from '../examples.js';
import { styled } from '../stitches.config.js';
import { BottleLevel, ProgressBar } from './ProgressBar.js';

const Stack = styled('div', { display: 'grid', gap: '$5', maxWidth: '$dialog' });

export const progressBarExamples = defineExamples({
  Percentage: {
    description: 'Without a value label the bar shows its percentage.',
    render: () => <ProgressBar label="Uploading your meter photo" value={40} />,
  },
  ProfileUnlock: {
    description: 'Home profile progress towards unlocking insights, counted in sections.',
    render: () => <ProgressBar label="Home profile" value={3} maxValue={5} valueLabel="3 of 5 sections done" />,
  },
  ProfileComplete: {
    render: () => <ProgressBar label="Home profile" value={5} maxValue={5} valueLabel="5 of 5 sections done" />,
  },
  BottleLow: {
    description: 'spec 2 §5: under 20% the level reads LOW, with an icon, not colour alone.',
    render: () => <BottleLevel label="Left bottle" percent={15} />,
  },
  BottleLevel: {
    description: 'From 20% to 90% the level reads as a percentage.',
    render: () => <BottleLevel label="Left bottle" percent={55} />,
  },
  BottleFull: {
    description: 'Over 90% the level reads FULL.',
    render: () => <BottleLevel label="Right bottle" percent={95} />,
  },
  BottleInvalid: {
    description: 'A reading below 0 or above 100 is invalid: an empty bar that says the level is not available.',
    render: () => <BottleLevel label="Right bottle" percent={104} />,
  },
  BottlePair: {
    description: 'Both bottles of a supply point, as the LPG monitoring widget shows them.',
    render: () => (
      <Stack>
        <BottleLevel label="Left bottle" percent={12} />
        <BottleLevel label="Right bottle" percent={100} />
      </Stack>
    ),
  },
});
