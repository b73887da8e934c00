import { useId } from 'react';
import { defineExamples } from '../examples.js';
import { Heading } from '../Heading/Heading.js';
import { Text } from '../Text/Text.js';
import { Card } from './Card.js';

// Ids come from useId so several examples can share a page (Storybook docs) without clashing.
function LabelledCard() {
  const id = useId();
  return (
    <Card labelledBy={id}>
      <Heading level={2} id={id}>
        Current balance
      </Heading>
      <Text>$182.40 due on 20 March.</Text>
    </Card>
  );
}

function ArticleCard() {
  const id = useId();
  return (
    <Card as="article" labelledBy={id}>
      <Heading level={2} id={id}>
        Power outage in Hamilton East
      </Heading>
      <Text tone="muted">Crews expect to restore power by 4 pm.</Text>
    </Card>
  );
}

export const cardExamples = defineExamples({
  Labelled: { description: 'A region named by its heading.', render: () => <LabelledCard /> },
  Decorative: {
    description: 'Decoration only: a div, no region.',
    render: () => (
      <Card as="div">
        <Text>Switch to paperless bills and save $2 a month.</Text>
      </Card>
    ),
  },
  Article: { description: 'A self-contained item, e.g. a notice.', render: () => <ArticleCard /> },
});
