import { defineExamples } from '@harakeke/design-system';
import { AccountSwitcherView, SiteChooser } from './AccountSwitcherView.js';
import { arohaSwitcher, buyingGroupSwitcher, demoSelection, tamaSwitcher } from './demo-switcher.js';

const noop = () => undefined;

/** The switcher's states. Those with the dialog open render it in a portal; `Chooser*` show its content inline. */
export const accountSwitcherExamples = defineExamples({
  Loading: {
    description: 'The switcher data is loading: a skeleton, and "Loading your sites" for screen readers.',
    render: () => <AccountSwitcherView switcher={null} loadStatus="loading" />,
  },
  LoadFailed: {
    description: 'The switcher call failed: a short message and a retry, small enough for the header.',
    render: () => <AccountSwitcherView switcher={null} loadStatus="error" onRetryLoad={noop} />,
  },
  OneSite: {
    description: 'One account with one site (aroha@): the site as text, no button.',
    render: () => <AccountSwitcherView switcher={arohaSwitcher()} loadStatus="ready" />,
  },
  SeveralSites: {
    description: 'tama@: two billing accounts and four sites. The button shows the selected site’s nickname.',
    render: () => <AccountSwitcherView switcher={tamaSwitcher()} loadStatus="ready" onChooseSite={noop} />,
  },
  SeveralSitesOpen: {
    description: 'The dialog: each account with its sites; Tawa is opening, so it shows (Pending).',
    render: () => <AccountSwitcherView switcher={tamaSwitcher()} loadStatus="ready" defaultOpen onChooseSite={noop} />,
  },
  PendingSiteSelected: {
    description: 'The opening Tawa site (no nickname) is selected: the button shows its address and (Pending).',
    render: () => <AccountSwitcherView switcher={tamaSwitcher(demoSelection.tawa)} loadStatus="ready" />,
  },
  BuyingGroup: {
    description: 'A buying-group account names its group; the other account’s closing site shows (Closed).',
    render: () => (
      <AccountSwitcherView switcher={buyingGroupSwitcher()} loadStatus="ready" defaultOpen onChooseSite={noop} />
    ),
  },
  Switching: {
    description:
      'Switching to the Bach: a spinner on it, the others wait, and screen readers hear "Switching to Bach…".',
    render: () => (
      <AccountSwitcherView
        switcher={tamaSwitcher()}
        loadStatus="ready"
        defaultOpen
        switchState={{ status: 'switching', choice: demoSelection.bach }}
      />
    ),
  },
  SwitchFailed: {
    description: 'The switch failed: the dialog stays open with the error and a retry.',
    render: () => (
      <AccountSwitcherView
        switcher={tamaSwitcher()}
        loadStatus="ready"
        defaultOpen
        switchState={{ status: 'failed', choice: demoSelection.bach, detail: 'Check your connection and try again.' }}
        onChooseSite={noop}
        onRetrySwitch={noop}
      />
    ),
  },
  Switched: {
    description: 'After a switch: the button shows the new site and the live region says "Now showing Bach".',
    render: () => (
      <AccountSwitcherView
        switcher={tamaSwitcher(demoSelection.bach)}
        loadStatus="ready"
        announcement="Now showing Bach"
      />
    ),
  },
  ChooserSeveralAccounts: {
    description: 'The dialog’s content on its own: tama@’s accounts and sites.',
    render: () => <SiteChooser switcher={tamaSwitcher()} onChooseSite={noop} />,
  },
  ChooserBuyingGroup: {
    description: 'The dialog’s content on its own: a buying group and a closing site.',
    render: () => <SiteChooser switcher={buyingGroupSwitcher()} onChooseSite={noop} />,
  },
  ChooserSwitching: {
    description: 'The dialog’s content on its own while switching to the Bach.',
    render: () => (
      <SiteChooser switcher={tamaSwitcher()} switchState={{ status: 'switching', choice: demoSelection.bach }} />
    ),
  },
  ChooserSwitchFailed: {
    description: 'The dialog’s content on its own after a failed switch.',
    render: () => (
      <SiteChooser
        switcher={tamaSwitcher()}
        switchState={{ status: 'failed', choice: demoSelection.bach }}
        onChooseSite={noop}
        onRetrySwitch={noop}
      />
    ),
  },
});
