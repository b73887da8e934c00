import { Card, Heading, Text } from '@harakeke/design-system';
import { CenteredPage } from '../../../services/centered-page/CenteredPage.js';

/**
 * spec 1 §2: the mobile app's error page, where a failed session or logout lands. The app shows its own way back, so
 * the page only explains.
 */
export function GeneralErrorScreen() {
  return (
    <CenteredPage>
      <Card labelledBy="general-error-heading">
        <Heading level={1} size="lg" id="general-error-heading">
          Something went wrong
        </Heading>
        <Text>
          We couldn’t show your account just now. Close this page and open it again from the app. If it keeps happening,
          please get in touch with us.
        </Text>
      </Card>
    </CenteredPage>
  );
}
