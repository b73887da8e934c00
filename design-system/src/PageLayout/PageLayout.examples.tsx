import { useId } from 'react';
import { Card } from '../Card/Card.js';
import { defineExamples } from '../examples.js';
import { Heading } from '../Heading/Heading.js';
import { Text } from '../Text/Text.js';
import { PageLayout } from './PageLayout.js';

function CenteredCard() {
  const id = useId();
  return (
    <PageLayout variant="centered">
      <Card labelledBy={id}>
        <Heading level={1} size="lg" id={id}>
          Sign in to your account
        </Heading>
        <Text>See your bills and energy use, make payments and manage your account.</Text>
      </Card>
    </PageLayout>
  );
}

export const pageLayoutExamples = defineExamples({
  Centered: { description: 'One narrow column in the middle of the viewport.', render: () => <CenteredCard /> },
  Padded: {
    description: 'The page padding only, for pages without the app shell.',
    render: () => (
      <PageLayout variant="padded">
        <Heading level={1}>Your bills</Heading>
        <Text>Shown inside the mobile app, which draws its own header.</Text>
      </PageLayout>
    ),
  },
});
