import { useState } from 'react';
import { defineExamples } from '../examples.js';
import { styled } from '../stitches.config.js';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';

const Address = styled('code', { overflowWrap: 'anywhere' });

const powershoutBase = '/account/profile/powershout';

/** Stands in for a router: the "URL" decides the tab, and choosing a tab navigates. */
function RouterDrivenTabs() {
  const [path, setPath] = useState(`${powershoutBase}/offers`);
  const tab = path.slice(powershoutBase.length + 1);
  return (
    <div>
      <p>
        Current address: <Address>{path}</Address>
      </p>
      <Tabs value={tab} onValueChange={(next) => setPath(`${powershoutBase}/${next}`)}>
        <TabList label="PowerShout">
          <Tab value="offers">Offers</Tab>
          <Tab value="expiry">Expiry</Tab>
          <Tab value="history">History</Tab>
        </TabList>
        <TabPanel value="offers">
          <p>You have 2 offers to use this month.</p>
        </TabPanel>
        <TabPanel value="expiry">
          <p>Your next 3 free hours expire on 30 June 2025.</p>
        </TabPanel>
        <TabPanel value="history">
          <p>You used 12 free hours in the last year.</p>
        </TabPanel>
      </Tabs>
    </div>
  );
}

const billSections = (
  <>
    <TabList label="Bill sections">
      <Tab value="summary">Summary</Tab>
      <Tab value="transactions">Transactions</Tab>
      <Tab value="payments">Payments</Tab>
    </TabList>
    <TabPanel value="summary">
      <p>Your bill for 12 May to 10 June is $182.40, due on 20 June 2025.</p>
    </TabPanel>
    <TabPanel value="transactions">
      <p>Showing transactions from 01 Dec 2024 to 30 June 2025.</p>
    </TabPanel>
    <TabPanel value="payments">
      <p>Your last payment of $164.10 was received on 18 May 2025.</p>
    </TabPanel>
  </>
);

const sections = ['Dashboard', 'Usage', 'EV IQ', 'Tips', 'Bills', 'Profile', 'Account details', 'Payment options'];

export const tabsExamples = defineExamples({
  Uncontrolled: {
    description:
      'Tabs keep their own state (`defaultValue`). Arrow keys move between tabs and select them; Home and End jump to the ends.',
    render: () => <Tabs defaultValue="summary">{billSections}</Tabs>,
  },
  RouterDriven: {
    description:
      'Controlled by the route: the URL is the one source of truth, so deep links, Back and Forward pick the right tab. ' +
      'With a router, read the tab from the path and navigate on change, e.g. ' +
      "`const { tab = 'offers' } = useParams(); const navigate = useNavigate();` then " +
      "`<Tabs value={tab} onValueChange={(next) => navigate('../' + next)}>`. " +
      'This example keeps the address in state instead of a router.',
    render: () => <RouterDrivenTabs />,
  },
  ManualActivation: {
    description: 'Arrow keys only move focus; Enter or Space selects. For panels that load data on selection.',
    render: () => (
      <Tabs defaultValue="summary" activationMode="manual">
        {billSections}
      </Tabs>
    ),
  },
  DisabledTab: {
    description: 'A disabled tab is shown but skipped by the arrow keys.',
    render: () => (
      <Tabs defaultValue="offers">
        <TabList label="PowerShout">
          <Tab value="offers">Offers</Tab>
          <Tab value="expiry" isDisabled>
            Expiry
          </Tab>
          <Tab value="history">History</Tab>
        </TabList>
        <TabPanel value="offers">
          <p>You have 2 offers to use this month.</p>
        </TabPanel>
        <TabPanel value="expiry">
          <p>Nothing expires soon.</p>
        </TabPanel>
        <TabPanel value="history">
          <p>You used 12 free hours in the last year.</p>
        </TabPanel>
      </Tabs>
    ),
  },
  ManyTabs: {
    description: 'More tabs than fit: on small screens the row scrolls sideways.',
    render: () => (
      <Tabs defaultValue="dashboard">
        <TabList label="Account">
          {sections.map((name) => (
            <Tab key={name} value={name.toLowerCase().replace(/ /g, '-')}>
              {name}
            </Tab>
          ))}
        </TabList>
        {sections.map((name) => (
          <TabPanel key={name} value={name.toLowerCase().replace(/ /g, '-')}>
            <p>{name} content.</p>
          </TabPanel>
        ))}
      </Tabs>
    ),
  },
});
