import { useState } from 'react';
import { RouterProvider } from './router.js';
import { defineExamples } from '../examples.js';
import { styled } from '../stitches.config.js';
import { Text } from '../Text/Text.js';
import { Link } from './Link.js';

const Stack = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start' });

/** A stand-in router: records where the links asked to go instead of changing the page. */
function RouterExample() {
  const [path, setPath] = useState('/account/dashboard');
  return (
    <RouterProvider navigate={(href) => setPath(href)} useHref={(href) => `/portal${href}`}>
      <Stack>
        <Text>
          Current route: <strong>{path}</strong>
        </Text>
        <Link variant="standalone" href="/account/bill" aria-current={path === '/account/bill' ? 'page' : undefined}>
          Bills
        </Link>
        <Link variant="standalone" href="/account/usage" aria-current={path === '/account/usage' ? 'page' : undefined}>
          Usage
        </Link>
      </Stack>
    </RouterProvider>
  );
}

export const linkExamples = defineExamples({
  Inline: {
    description: 'Inside running text: always underlined, so it does not rely on colour alone.',
    render: () => (
      <Text>
        Your latest bill is ready. <Link href="/account/bill">View your bill</Link> to see what you used.
      </Text>
    ),
  },
  Standalone: {
    description: 'On its own line: bold and at least a touch target (the `control` size) tall, underlined on hover.',
    render: () => (
      <Link variant="standalone" href="/account/bill">
        View all bills
      </Link>
    ),
  },
  External: {
    description:
      'Opens in a new tab with rel="noopener noreferrer"; an icon shows it and screen readers hear "(opens in a new tab)".',
    render: () => (
      <Text>
        Read about{' '}
        <Link href="https://www.example.org/energy-saving" isExternal>
          saving energy at home
        </Link>{' '}
        on our partner’s site.
      </Text>
    ),
  },
  Current: {
    description: 'The link to the page being shown, as in navigation (`aria-current="page"`).',
    render: () => (
      <Link variant="standalone" href="/account/dashboard" aria-current="page">
        Dashboard
      </Link>
    ),
  },
  WithRouter: {
    description:
      'Router-agnostic: wrap the app once in `<RouterProvider navigate={navigate} useHref={useHref}>` ' +
      '(e.g. `navigate` and `useHref` from React Router) and every Link navigates client-side; Ctrl/⌘-click and ' +
      'external links keep the browser’s behaviour. Here the router only records the route: the hrefs show the ' +
      '`/portal` base that `useHref` adds.',
    render: () => <RouterExample />,
  },
});
