import { defineExamples, Stack } from '@harakeke/design-system';
import { OutageView, type OutageViewProps } from './OutageView.js';

/** The card as wide as the page's one column (CenteredPage). */
const outage = (props: OutageViewProps) => (
  <Stack width="narrowContent">
    <OutageView {...props} />
  </Stack>
);

// The card of /outage in the story's brand: its name, and its customer care's phone and e-mail.
export const outageExamples = defineExamples({
  Default: {
    description:
      'spec 1 §2 /outage: the brand, the maintenance going on now with its period and duration, and how to reach the brand meanwhile.',
    render: () => outage({ outage: { period: 'from 9pm to 11pm on Saturday', outageDurationText: '2 hours' } }),
  },
  NothingKnown: {
    description: 'The outage state has not loaded or says nothing of when: a short while, and the same contact line.',
    render: () => outage({ outage: null }),
  },
});
