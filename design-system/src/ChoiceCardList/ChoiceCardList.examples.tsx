import { useState } from 'react';
import { Badge } from '../Badge/Badge.js';
import { defineExamples } from '../examples.js';
import { Icon } from '../Icon/Icon.js';
import { InlineText } from '../InlineText/InlineText.js';
import { Spinner } from '../Spinner/Spinner.js';
import { ChoiceCard, ChoiceCardGroup, ChoiceCardList } from './ChoiceCardList.js';

const sites = [
  { id: 'home', name: 'Home', address: '7 Tawa Terrace, Tawa, Wellington 5028' },
  { id: 'bach', name: 'Bach', address: '12 Beach Road, Raglan 3225' },
  { id: 'shop', name: 'Shop', address: '40 Cuba Street, Te Aro, Wellington 6011' },
];

/** Cards of the sites, `current` chosen and `pending` being applied. */
function SiteCards({ current, pending }: { current: string; pending?: string }) {
  return (
    <ChoiceCardList>
      {sites.map((site) => {
        const isCurrent = site.id === current;
        const isPending = site.id === pending;
        return (
          <ChoiceCard
            key={site.id}
            icon={isPending ? <Spinner /> : <Icon name={isCurrent ? 'check' : 'home'} />}
            label={<InlineText weight="bold">{site.name}</InlineText>}
            status={isPending ? 'Switching…' : isCurrent ? 'Showing now' : undefined}
            description={<span>{site.address}</span>}
            isCurrent={isCurrent}
            isPending={isPending}
            isDisabled={pending !== undefined}
          />
        );
      })}
    </ChoiceCardList>
  );
}

/** Choosing applies at once here: the pressed card becomes the current one. */
function Choosing() {
  const [current, setCurrent] = useState('home');
  return (
    <ChoiceCardGroup heading="Account 1002003004">
      <InlineText as="p" tone="muted" size="sm">
        7 Tawa Terrace, Tawa, Wellington 5028
      </InlineText>
      <ChoiceCardList>
        {sites.map((site) => (
          <ChoiceCard
            key={site.id}
            icon={<Icon name={site.id === current ? 'check' : 'home'} />}
            label={<InlineText weight="bold">{site.name}</InlineText>}
            status={site.id === current ? 'Showing now' : undefined}
            description={<span>{site.address}</span>}
            isCurrent={site.id === current}
            onClick={() => setCurrent(site.id)}
          />
        ))}
      </ChoiceCardList>
    </ChoiceCardGroup>
  );
}

export const choiceCardListExamples = defineExamples({
  Choosing: {
    description: 'A group named by its heading; pressing a card chooses it, the current one has a tick and a border.',
    render: () => <Choosing />,
  },
  Pending: {
    description: 'A choice being applied: its card shows progress; every card ignores presses but keeps focus.',
    render: () => (
      <ChoiceCardGroup heading="Account 1002003004">
        <SiteCards current="home" pending="bach" />
      </ChoiceCardGroup>
    ),
  },
  WithBadge: {
    description: 'Lines about the group under its heading, e.g. a badge for its kind.',
    render: () => (
      <ChoiceCardGroup heading="Account 5006007008">
        <InlineText as="p" tone="muted" size="sm">
          <Badge tone="info">Buying group</Badge>
        </InlineText>
        <SiteCards current="shop" />
      </ChoiceCardGroup>
    ),
  },
});
