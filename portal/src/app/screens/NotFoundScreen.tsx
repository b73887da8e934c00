import { Card, Heading, Link } from '@harakeke/design-system';
import { CenteredPage } from '../../services/centered-page/CenteredPage.js';

/** Any address the portal does not know (spec 1 §2). */
export function NotFoundScreen() {
  return (
    <CenteredPage>
      <Card labelledBy="not-found-heading">
        <Heading level={1} size="lg" id="not-found-heading">
          We can’t find that page
        </Heading>
        <Link href="/">Go to your account</Link>
      </Card>
    </CenteredPage>
  );
}
