import { Button } from '../Button/Button.js';
import { defineExamples } from '../examples.js';
import { Link } from '../Link/Link.js';
import { styled } from '../stitches.config.js';
import { Text } from '../Text/Text.js';
import { Drawer } from './Drawer.js';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

const navigation = (
  <nav aria-label="Account">
    <List>
      {['Account Details', 'Payment Options', 'Loyalty Card Settings', 'Home Profile'].map((label) => (
        <li key={label}>
          <Link variant="standalone" href={`#${label.toLowerCase().replaceAll(' ', '-')}`}>
            {label}
          </Link>
        </li>
      ))}
    </List>
  </nav>
);

export const drawerExamples = defineExamples({
  Closed: {
    description: 'Closed: only the trigger shows. Open it, then Escape, a press outside or Close shuts it.',
    render: () => (
      <Drawer title="Account settings" trigger={<Button variant="secondary">Account settings</Button>}>
        {navigation}
      </Drawer>
    ),
  },
  Open: {
    description:
      'Open: focus is inside and trapped, the page behind is inert. data-state runs opening → open, and ' +
      'closing → closed on the way out; under reduced motion it goes straight to open or closed.',
    render: () => (
      <Drawer title="Account settings" defaultOpen trigger={<Button variant="secondary">Account settings</Button>}>
        {navigation}
      </Drawer>
    ),
  },
  WithDescription: {
    render: () => (
      <Drawer
        title="Filter transactions"
        description="Show transactions between two dates."
        side="right"
        defaultOpen
        trigger={<Button variant="secondary">Filter</Button>}
      >
        <Text>Date range controls go here.</Text>
      </Drawer>
    ),
  },
  HiddenTitle: {
    description: 'The title is for screen readers only when the content makes it obvious.',
    render: () => (
      <Drawer title="Menu" hideTitle defaultOpen trigger={<Button variant="secondary">Menu</Button>}>
        {navigation}
      </Drawer>
    ),
  },
});
