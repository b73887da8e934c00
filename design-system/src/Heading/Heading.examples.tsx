import { defineExamples } from '../examples.js';
import { Heading } from './Heading.js';

export const headingExamples = defineExamples({
  Level1: {
    description: 'The page title: one per page.',
    render: () => <Heading level={1}>Your energy account</Heading>,
  },
  Level2: { render: () => <Heading level={2}>Current bill</Heading> },
  Level3: { render: () => <Heading level={3}>Payment options</Heading> },
  Level4: { render: () => <Heading level={4}>Direct debit</Heading> },
  Level2SizedExtraLarge: {
    description: 'The outline level and the visual size are independent.',
    render: () => (
      <Heading level={2} size="xl">
        Welcome back, Aroha
      </Heading>
    ),
  },
});
