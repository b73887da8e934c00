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

/** spec 1 §2 tabs whose screens are not built yet, with what each will hold. */
export const tabLandings = {
  usage: { title: 'Usage', summary: 'Your daily and hourly energy use, forecasts and the eco tracker.' },
  evIq: { title: 'EV IQ', summary: 'What charging your electric vehicle costs, and the cleanest times to charge.' },
  tips: { title: 'Tips', summary: 'Energy-saving tips for the season and for your home.' },
  // Account details and payment options have their own pages; the sub-pages still to come have placeholders of their
  // own (features/site-pages): this one shows only for an address under Profile that is none of them.
  profile: {
    title: 'Profile',
    summary:
      'This part of your profile isn’t here yet. Your login details, contact numbers and email preferences are in Account details, and how your bills are paid is in Payment options.',
  },
} as const satisfies Record<string, TabLandingScreenProps>;

/** The landing page of one of the tabs in `tabLandings`. */
export function TabLanding({ tab }: { tab: keyof typeof tabLandings }) {
  return <TabLandingScreen {...tabLandings[tab]} />;
}
