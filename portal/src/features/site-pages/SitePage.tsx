import { Card, Heading, Stack, Text } from '@harakeke/design-system';
import { useId, type ReactNode } from 'react';

export interface SitePageProps {
  /** The page's heading, the same words as its title (e.g. 'Contact us'). */
  title: string;
  /** A sentence or two under the heading saying what the page is. */
  intro: ReactNode;
  /** The page's sections (SitePageSection). */
  children: ReactNode;
}

/** One of the footer's pages (spec 1 §2): a heading, a sentence of introduction and sections in cards. */
export function SitePage({ title, intro, children }: SitePageProps) {
  return (
    <Stack gap="4" width="narrowContent * 1.5">
      <Heading level={1}>{title}</Heading>
      <Text size="lg">{intro}</Text>
      {children}
    </Stack>
  );
}

/** A titled section of a footer page: a region named by its heading. */
export function SitePageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <Stack gap="3">
        <Heading level={2} size="md" id={headingId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

/** A bulleted list inside a section: the browser's own list, bullets kept (a Stack's list drops them). */
export function SitePageList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
