import { Card, ErrorBox, Heading } from '@harakeke/design-system';
import { CenteredPage } from './CenteredPage.js';

/** spec 1 §2: a screen that fails to load or render shows the generic error with a reload. */
export function RouteErrorScreen() {
  return (
    <CenteredPage>
      <ErrorBox
        detail="This page couldn't be shown. Reloading usually fixes it."
        onRetry={() => window.location.reload()}
        retryLabel="Reload"
      />
    </CenteredPage>
  );
}

export function NotFoundScreen() {
  return (
    <CenteredPage>
      <Card labelledBy="not-found-heading">
        <Heading level={1} size="lg" id="not-found-heading">
          We can't find that page
        </Heading>
        <a href="/">Go to your account</a>
      </Card>
    </CenteredPage>
  );
}
