import { styled } from '@harakeke/design-system';
import type { ReactNode } from 'react';

const Main = styled('main', {
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '$4',
  '& > *': { width: 'min(100%, 480px)' },
});

/** A page with one card in the middle: sign-in, outage and error pages. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return <Main id="main">{children}</Main>;
}
