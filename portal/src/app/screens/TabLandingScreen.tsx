import { Card, Heading, Link, Text } from '@harakeke/design-system';

export interface TabLandingScreenProps {
  /** The tab's page heading, e.g. "Usage". */
  title: string;
  /** What the customer will do here, in a sentence. */
  summary: string;
}

/**
 * The landing page of a tab whose feature screens arrive with their own issues: the shell routes to it so the tabs
 * and deep links (e.g. /usage/forecasts) already resolve, and says plainly what the page is for.
 */
export function TabLandingScreen({ title, summary }: TabLandingScreenProps) {
  return (
    <>
      <Heading level={1}>{title}</Heading>
      <Card labelledBy="tab-landing-heading">
        <Heading level={2} size="md" id="tab-landing-heading">
          Coming to this page soon
        </Heading>
        <Text>{summary}</Text>
        <Link variant="standalone" href="/account/dashboard">
          Back to your dashboard
        </Link>
      </Card>
    </>
  );
}
