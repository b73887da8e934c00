import { PageLayout } from '@harakeke/design-system';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { tokenStore } from '../../auth/token-store.js';
import { outageIsOnAtom } from '../outage/atoms.js';

/**
 * The footer's links are 11 kB gzip of code (react-aria's links, the icon) that /login's card does not use: they
 * load after it. The footer sits under the full-height page, below the fold, so its arrival moves nothing in view.
 */
const CenteredPageFooter = lazy(() =>
  import('./CenteredPageFooter.js').then((m) => ({ default: m.CenteredPageFooter })),
);

export interface CenteredPageProps {
  children: ReactNode;
  /**
   * Shows the site's footer under the page (spec 1 §2 footer links), so its pages are reachable signed out; off for
   * the loading page, which stands in for whichever page comes next. Never in the mobile app's embed, which draws
   * none of the site's header, menu and footer (spec 1 §2), nor while an outage is on, when every address leads to
   * the outage page (spec 1 §2).
   */
  withFooter?: boolean;
}

/** A page with one card in the middle: sign-in, outage and error pages, and the site's footer below it. */
export function CenteredPage({ children, withFooter = true }: CenteredPageProps) {
  const outageIsOn = useAtomValue(outageIsOnAtom);
  const footer = withFooter && !outageIsOn && !tokenStore.get()?.mobile;
  return (
    <>
      <PageLayout variant="centered" id="main">
        {children}
      </PageLayout>
      {footer && (
        <Suspense fallback={null}>
          <CenteredPageFooter />
        </Suspense>
      )}
    </>
  );
}
