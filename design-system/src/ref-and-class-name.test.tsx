import { screen } from '@testing-library/react';
import { createRef, type ReactElement, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { AppShell } from './AppShell/AppShell.js';
import { Badge } from './Badge/Badge.js';
import { Banner } from './Banner/Banner.js';
import { Button } from './Button/Button.js';
import { Card } from './Card/Card.js';
import { ChoiceCard, ChoiceCardGroup, ChoiceCardList } from './ChoiceCardList/ChoiceCardList.js';
import { DescriptionDetails, DescriptionList, DescriptionTerm } from './DescriptionList/DescriptionList.js';
import { Dialog } from './Dialog/Dialog.js';
import { Drawer } from './Drawer/Drawer.js';
import { ErrorBox } from './ErrorBox/ErrorBox.js';
import { Heading } from './Heading/Heading.js';
import { Icon } from './Icon/Icon.js';
import { Inline } from './Inline/Inline.js';
import { InlineText } from './InlineText/InlineText.js';
import { Link } from './Link/Link.js';
import { LoadFrame } from './LoadFrame/LoadFrame.js';
import { PageLayout } from './PageLayout/PageLayout.js';
import { PlainLink } from './PlainLink/PlainLink.js';
import { BottleLevel, ProgressBar } from './ProgressBar/ProgressBar.js';
import { Skeleton } from './Skeleton/Skeleton.js';
import { Spinner } from './Spinner/Spinner.js';
import { Stack } from './Stack/Stack.js';
import { Stepper } from './Stepper/Stepper.js';
import { Tab, TabList, TabPanel, Tabs } from './Tabs/Tabs.js';
import { renderInBrand } from './test/render.js';
import { Text } from './Text/Text.js';
import { ToastProvider } from './Toast/Toast.js';
import { Tooltip } from './Tooltip/Tooltip.js';
import { VisuallyHidden } from './VisuallyHidden/VisuallyHidden.js';
import { WidgetGrid, WidgetGridCell, WidgetGridPlaceholder } from './WidgetGrid/WidgetGrid.js';

/*
 * What every component promises a caller (conventions: components forward `ref` and accept `className`): the ref
 * reaches the component's main element, the class lands on it beside the component's own, and its documented
 * data attributes are there. One row per component; the element is found the way a user would find it.
 */

const className = 'caller-class';

interface Row {
  /** Renders the component with the ref and the caller's class. */
  render: (ref: RefObject<null>) => ReactElement;
  /** The element the ref and class must reach. */
  find: () => Promise<HTMLElement | SVGElement> | HTMLElement | SVGElement;
  /** Data attributes that element must carry. */
  data?: Record<string, string>;
  /** The element has no class of its own (an unstyled wrapper, or inline styles). */
  hasNoOwnClass?: true;
}

const footerLinks = { contactUs: '/c', accessibility: '/a', termsAndConditions: '/t', privacyPolicy: '/p' };

const rows: Record<string, Row> = {
  AppShell: {
    render: (ref) => (
      <AppShell ref={ref} className={className} navigation={[]} footerLinks={footerLinks}>
        Content
      </AppShell>
    ),
    find: () => screen.getByRole('main').parentElement as HTMLElement,
  },
  Badge: {
    render: (ref) => (
      <Badge ref={ref} className={className}>
        Buying group
      </Badge>
    ),
    find: () => screen.getByText('Buying group'),
    data: { 'data-tone': 'info' },
  },
  Banner: {
    render: (ref) => (
      <Banner ref={ref} className={className} tone="warning">
        Planned outage tonight
      </Banner>
    ),
    find: () => screen.getByText('Planned outage tonight').closest('[data-tone]') as HTMLElement,
    data: { 'data-state': 'show', 'data-tone': 'warning' },
  },
  Button: {
    render: (ref) => (
      <Button ref={ref} className={className} isDisabled>
        Pay now
      </Button>
    ),
    find: () => screen.getByRole('button', { name: 'Pay now' }),
    data: { 'data-state': 'idle', 'data-disabled': 'true' },
  },
  Card: {
    render: (ref) => (
      <Card ref={ref} className={className} as="article">
        Your plan
      </Card>
    ),
    find: () => screen.getByRole('article'),
  },
  ChoiceCardGroup: {
    render: (ref) => (
      <ChoiceCardGroup ref={ref} className={className} heading="Account 1">
        <ChoiceCardList>
          <ChoiceCard icon={null} label="12 Kauri St" />
        </ChoiceCardList>
      </ChoiceCardGroup>
    ),
    find: () => screen.getByRole('region', { name: 'Account 1' }),
  },
  ChoiceCardList: {
    render: (ref) => (
      <ChoiceCardList ref={ref} className={className} aria-label="Sites">
        <ChoiceCard icon={null} label="12 Kauri St" />
      </ChoiceCardList>
    ),
    find: () => screen.getByRole('list', { name: 'Sites' }),
  },
  ChoiceCard: {
    render: (ref) => (
      <ChoiceCardList aria-label="Sites">
        <ChoiceCard ref={ref} className={className} icon={null} label="12 Kauri St" isCurrent isDisabled />
      </ChoiceCardList>
    ),
    find: () => screen.getByRole('button', { name: '12 Kauri St' }),
    data: { 'data-state': 'current', 'data-disabled': 'true' },
  },
  DescriptionList: {
    render: (ref) => (
      <DescriptionList ref={ref} className={className}>
        <DescriptionTerm>Due date</DescriptionTerm>
        <DescriptionDetails>20 Mar 2026</DescriptionDetails>
      </DescriptionList>
    ),
    find: () => screen.getByRole('term').parentElement as HTMLElement,
  },
  DescriptionTerm: {
    render: (ref) => (
      <DescriptionList>
        <DescriptionTerm ref={ref} className={className}>
          Due date
        </DescriptionTerm>
        <DescriptionDetails>20 Mar 2026</DescriptionDetails>
      </DescriptionList>
    ),
    find: () => screen.getByRole('term'),
  },
  DescriptionDetails: {
    render: (ref) => (
      <DescriptionList>
        <DescriptionTerm>Amount due</DescriptionTerm>
        <DescriptionDetails ref={ref} className={className} tone="danger">
          $40.00, please pay now
        </DescriptionDetails>
      </DescriptionList>
    ),
    find: () => screen.getByRole('definition'),
    data: { 'data-tone': 'danger' },
  },
  Dialog: {
    render: (ref) => <Dialog ref={ref} className={className} defaultOpen title="Extend your due date" />,
    find: () => screen.findByRole('dialog', { name: 'Extend your due date' }),
    data: { 'data-state': 'open' },
  },
  Drawer: {
    render: (ref) => (
      <Drawer ref={ref} className={className} defaultOpen title="Menu">
        Links
      </Drawer>
    ),
    find: () => screen.findByRole('dialog', { name: 'Menu' }),
    data: { 'data-state': 'open', 'data-side': 'left' },
  },
  ErrorBox: {
    render: (ref) => <ErrorBox ref={ref} className={className} />,
    find: () => screen.getByRole('alert'),
  },
  Heading: {
    render: (ref) => (
      <Heading ref={ref} className={className} level={2}>
        Bills
      </Heading>
    ),
    find: () => screen.getByRole('heading', { name: 'Bills', level: 2 }),
  },
  Icon: {
    render: (ref) => <Icon ref={ref} className={className} name="home" label="Home" />,
    find: () => screen.getByRole('img', { name: 'Home' }),
    data: { 'data-icon': 'home' },
  },
  Inline: {
    render: (ref) => (
      <Inline ref={ref} className={className} as="p" gap="2">
        Paid in full
      </Inline>
    ),
    find: () => screen.getByText('Paid in full'),
  },
  InlineText: {
    render: (ref) => (
      <InlineText ref={ref} className={className} as="p" tone="muted">
        12 Kauri St
      </InlineText>
    ),
    find: () => screen.getByText('12 Kauri St'),
  },
  Link: {
    render: (ref) => (
      <Link ref={ref} className={className} href="/bills" variant="standalone">
        View all bills
      </Link>
    ),
    find: () => screen.getByRole('link', { name: 'View all bills' }),
    data: { 'data-variant': 'standalone' },
  },
  LoadFrame: {
    render: (ref) => (
      <LoadFrame
        ref={ref}
        className={className}
        title="Your bill"
        load={{ status: 'ready', data: 1, isUpdating: true }}
      >
        {(count) => `${count} bill`}
      </LoadFrame>
    ),
    find: () => screen.getByRole('region', { name: 'Your bill' }),
    data: { 'data-state': 'ready', 'data-updating': 'true' },
  },
  PlainLink: {
    render: (ref) => (
      <PlainLink ref={ref} className={className} href="https://www.kowhaienergy.example/join" variant="standalone">
        Sign up for your home
      </PlainLink>
    ),
    find: () => screen.getByRole('link', { name: 'Sign up for your home' }),
    data: { 'data-variant': 'standalone' },
  },
  PageLayout: {
    render: (ref) => (
      <PageLayout ref={ref} className={className} variant="centered">
        Sign in
      </PageLayout>
    ),
    find: () => screen.getByRole('main'),
    data: { 'data-variant': 'centered' },
  },
  ProgressBar: {
    render: (ref) => <ProgressBar ref={ref} className={className} label="Profile" value={40} />,
    find: () => screen.getByRole('progressbar', { name: 'Profile' }),
    data: { 'data-level': 'normal' },
  },
  BottleLevel: {
    render: (ref) => <BottleLevel ref={ref} className={className} label="Left bottle" percent={10} />,
    find: () => screen.getByRole('progressbar', { name: 'Left bottle' }),
    data: { 'data-level': 'low' },
  },
  Skeleton: {
    render: (ref) => <Skeleton ref={ref} className={className} variant="block" />,
    find: () => document.querySelector('[data-skeleton]') as HTMLElement,
    data: { 'data-skeleton': 'block' },
  },
  Spinner: {
    render: (ref) => <Spinner ref={ref} className={className} label="Loading" />,
    find: () => screen.getByRole('status', { name: 'Loading' }),
  },
  Stack: {
    render: (ref) => (
      <Stack ref={ref} className={className} as="ul" gap="2" aria-label="Bills">
        <li>March</li>
      </Stack>
    ),
    find: () => screen.getByRole('list', { name: 'Bills' }),
  },
  Stepper: {
    render: (ref) => (
      <Stepper ref={ref} className={className} label="Steps" steps={['Home', 'Heating']} currentIndex={1} />
    ),
    find: () => screen.getByRole('list', { name: 'Steps' }).parentElement as HTMLElement,
    hasNoOwnClass: true,
  },
  Tabs: {
    render: (ref) => (
      <Tabs ref={ref} className={className} defaultValue="bills">
        <TabList label="Sections">
          <Tab value="bills">Bills</Tab>
        </TabList>
        <TabPanel value="bills">Your bills</TabPanel>
      </Tabs>
    ),
    find: () => screen.getByRole('tablist', { name: 'Sections' }).parentElement as HTMLElement,
    data: { 'data-orientation': 'horizontal' },
  },
  TabList: {
    render: (ref) => (
      <Tabs defaultValue="bills">
        <TabList ref={ref} className={className} label="Sections">
          <Tab value="bills">Bills</Tab>
        </TabList>
      </Tabs>
    ),
    find: () => screen.getByRole('tablist', { name: 'Sections' }),
  },
  Tab: {
    render: (ref) => (
      <Tabs defaultValue="bills">
        <TabList label="Sections">
          <Tab value="bills">Bills</Tab>
          <Tab ref={ref} className={className} value="usage" isDisabled>
            Usage
          </Tab>
        </TabList>
      </Tabs>
    ),
    find: () => screen.getByRole('tab', { name: 'Usage' }),
    data: { 'data-state': 'inactive', 'data-disabled': '' },
  },
  TabPanel: {
    render: (ref) => (
      <Tabs defaultValue="bills">
        <TabList label="Sections">
          <Tab value="bills">Bills</Tab>
        </TabList>
        <TabPanel ref={ref} className={className} value="bills">
          Your bills
        </TabPanel>
      </Tabs>
    ),
    find: () => screen.getByRole('tabpanel', { name: 'Bills' }),
    data: { 'data-state': 'active' },
  },
  Text: {
    render: (ref) => (
      <Text ref={ref} className={className}>
        Paid in full
      </Text>
    ),
    find: () => screen.getByText('Paid in full'),
  },
  ToastProvider: {
    render: (ref) => (
      <ToastProvider ref={ref} className={className}>
        App
      </ToastProvider>
    ),
    find: () => document.querySelector('[data-toast-region]') as HTMLElement,
    data: { 'data-state': 'idle' },
  },
  Tooltip: {
    render: (ref) => (
      <Tooltip ref={ref} className={className} isOpen content="Due in 3 days">
        <button type="button">Due date</button>
      </Tooltip>
    ),
    find: () => screen.getByRole('tooltip'),
    data: { 'data-state': 'open' },
  },
  VisuallyHidden: {
    render: (ref) => (
      <VisuallyHidden ref={ref} className={className}>
        Read aloud
      </VisuallyHidden>
    ),
    find: () => screen.getByText('Read aloud'),
    hasNoOwnClass: true,
  },
  WidgetGrid: {
    render: (ref) => (
      <WidgetGrid ref={ref} className={className}>
        <WidgetGridCell>Your bill</WidgetGridCell>
      </WidgetGrid>
    ),
    find: () => screen.getByText('Your bill').parentElement as HTMLElement,
  },
  WidgetGridCell: {
    render: (ref) => (
      <WidgetGrid>
        <WidgetGridCell ref={ref} className={className} isWide>
          Your bill
        </WidgetGridCell>
      </WidgetGrid>
    ),
    find: () => screen.getByText('Your bill'),
    data: { 'data-wide': 'true' },
  },
  WidgetGridPlaceholder: {
    render: (ref) => (
      <WidgetGrid>
        <WidgetGridPlaceholder ref={ref} className={className} height={200} isWide>
          Loading
        </WidgetGridPlaceholder>
      </WidgetGrid>
    ),
    find: () => screen.getByText('Loading'),
    data: { 'data-wide': 'true' },
  },
};

describe.each(Object.entries(rows))('%s', (_name, row) => {
  it('gives its ref and the caller’s className to its main element, with its data attributes', async () => {
    const ref = createRef<null>();
    renderInBrand(row.render(ref));
    const element = await row.find();
    expect(ref.current).toBe(element);
    expect(element).toHaveClass(className);
    // The caller's class is added to the component's own, not put in its place.
    if (!row.hasNoOwnClass) expect(element.classList.length).toBeGreaterThan(1);
    for (const [name, value] of Object.entries(row.data ?? {})) expect(element).toHaveAttribute(name, value);
  });
});
