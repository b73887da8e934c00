import { Card, Heading } from '@harakeke/design-system';
import { useId } from 'react';

/** Replaced by the section's real content. */
export function PreferencesSection() {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <Heading level={2} id={headingId}>
        Email preferences
      </Heading>
    </Card>
  );
}
