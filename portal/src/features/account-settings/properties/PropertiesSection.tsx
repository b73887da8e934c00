import { Card, Heading } from '@harakeke/design-system';
import { useId } from 'react';

/** Replaced by the section's real content. */
export function PropertiesSection() {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <Heading level={2} id={headingId}>
        Your properties
      </Heading>
    </Card>
  );
}
