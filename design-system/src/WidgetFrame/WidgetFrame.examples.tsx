import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { defineExamples } from '../examples.js';
import { Link } from '../Link/Link.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import { styled } from '../stitches.config.js';
import { Text } from '../Text/Text.js';
import { WidgetFrame } from './WidgetFrame.js';

const Amount = styled('p', { margin: 0, fontSize: '$xxl', fontWeight: '$bold', lineHeight: '$tight' });

const viewBills = (
  <Link variant="standalone" href="/account/bill">
    View bills
  </Link>
);

function BillSummary() {
  return (
    <>
      <Amount>$182.40</Amount>
      <Text tone="muted">Due on 20 Mar 2025</Text>
    </>
  );
}

/** Retrying succeeds at once here, so the story shows the frame moving from error to ready. */
function RetryExample() {
  const [failed, setFailed] = useState(true);
  return (
    <WidgetFrame
      title="Bill summary"
      state={failed ? 'error' : 'ready'}
      errorDetail="We couldn’t load your bill summary."
      onRetry={() => setFailed(false)}
    >
      <BillSummary />
    </WidgetFrame>
  );
}

export const widgetFrameExamples = defineExamples({
  Ready: {
    render: () => (
      <WidgetFrame title="Bill summary" state="ready" action={viewBills}>
        <BillSummary />
      </WidgetFrame>
    ),
  },
  Loading: {
    description: 'A skeleton, aria-busy, and "Loading {title}" announced through a status.',
    render: () => <WidgetFrame title="Bill summary" state="loading" action={viewBills} />,
  },
  LoadingCustomSkeleton: {
    description: 'A skeleton shaped like the content, here a chart.',
    render: () => <WidgetFrame title="Usage" state="loading" skeleton={<Skeleton variant="block" height="lg" />} />,
  },
  Error: {
    description: 'Without a retry the frame still keeps its title and the generic message: never blank.',
    render: () => <WidgetFrame title="Bill summary" state="error" />,
  },
  ErrorWithRetry: { render: () => <RetryExample /> },
  Empty: {
    render: () => (
      <WidgetFrame title="Eco tracker" state="empty" emptyMessage="You have no usage data for this period yet." />
    ),
  },
  EmptyWithAction: {
    render: () => (
      <WidgetFrame
        title="Home comparison"
        state="empty"
        emptyMessage="Tell us about your home to see how you compare with similar homes."
        emptyAction={
          <Button variant="secondary" size="sm">
            Set up your home profile
          </Button>
        }
      />
    ),
  },
  HeadingLevel3: {
    description: 'The title’s outline level follows the page: here an h3 under a section heading.',
    render: () => (
      <WidgetFrame title="Account summary" headingLevel={3} state="ready">
        <Text>Customer number 1002 3004</Text>
      </WidgetFrame>
    ),
  },
});
