import { PageLayout } from '@harakeke/design-system';
import type { ReactNode } from 'react';

/** A page with one card in the middle: sign-in, outage and error pages. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <PageLayout variant="centered" id="main">
      {children}
    </PageLayout>
  );
}
