import { Card, Heading, Text, useBrand } from '@harakeke/design-system';
import type { ReactNode } from 'react';

export interface CenteredCardProps {
  /** Id of the page's heading, which names the card's region. */
  headingId: string;
  /** The page's heading (its `h1`). */
  title: ReactNode;
  /** What the card holds under its heading. */
  children: ReactNode;
}

/**
 * The card of a page seen before or instead of the account (sign-in, outage): the brand's name over the page's
 * heading. The identity provider's pages draw the same card (server/src/idp/page.ts), so signing in looks like one
 * product from the portal's page to the provider's and back.
 */
export function CenteredCard({ headingId, title, children }: CenteredCardProps) {
  const brand = useBrand();
  return (
    <Card labelledBy={headingId}>
      <Text tone="muted">{brand.name}</Text>
      <Heading level={1} size="lg" id={headingId}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}
