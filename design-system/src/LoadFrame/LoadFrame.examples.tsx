import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { defineExamples } from '../examples.js';
import { Link } from '../Link/Link.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import { styled } from '../stitches.config.js';
import { Text } from '../Text/Text.js';
import { LoadFrame } from './LoadFrame.js';
import type { Load } from './load.js';

const Amount = styled('p', { margin: 0, fontSize: '$xxl', fontWeight: '$bold', lineHeight: '$tight' });

interface Bill {
  amount: string;
  dueDate: string;
}

const bill: Bill = { amount: '$182.40', dueDate: '20 Mar 2025' };

function BillSummary({ amount, dueDate }: Bill) {
  return (
    <>
      <Amount>{amount}</Amount>
      <Text tone="muted">Due on {dueDate}</Text>
    </>
  );
}

const viewBills = (
  <Link variant="standalone" href="/account/bill">
    View bills
  </Link>
);

/** Retrying succeeds at once here, so the story shows the frame moving from error to ready. */
function RetryExample() {
  const [load, setLoad] = useState<Load<Bill>>({
    status: 'error',
    detail: 'We couldn’t load your bill summary. Please try again.',
  });
  return (
    <LoadFrame title="Bill summary" load={load} onRetry={() => setLoad({ status: 'ready', data: bill })}>
      {(data) => <BillSummary {...data} />}
    </LoadFrame>
  );
}

export const loadFrameExamples = defineExamples({
  Ready: {
    description: 'The content, rendered from the ready data.',
    render: () => (
      <LoadFrame title="Bill summary" load={{ status: 'ready', data: bill }}>
        {(data) => <BillSummary {...data} />}
      </LoadFrame>
    ),
  },
  Loading: {
    description: 'A skeleton, aria-busy, and "Loading {title}" announced through a status.',
    render: () => (
      <LoadFrame<Bill> title="Bill summary" load={{ status: 'loading' }}>
        {(data) => <BillSummary {...data} />}
      </LoadFrame>
    ),
  },
  SkeletonLines: {
    description: 'Text lines only, about as many as the loaded section has: a settings section (spec 1 §2).',
    render: () => (
      <LoadFrame<string> title="Phone numbers" load={{ status: 'loading' }} skeletonLines={3}>
        {(phone) => <Text>{phone}</Text>}
      </LoadFrame>
    ),
  },
  SkeletonRows: {
    description:
      'A field-high bar for each row the section usually shows, so it loads at about its loaded height and what is below does not move.',
    render: () => (
      <LoadFrame<string> title="Email preferences" load={{ status: 'loading' }} skeletonRows={4}>
        {(email) => <Text>{email}</Text>}
      </LoadFrame>
    ),
  },
  CustomSkeleton: {
    description: 'A skeleton shaped like the content, here a chart.',
    render: () => (
      <LoadFrame<number[]>
        title="Usage"
        load={{ status: 'loading' }}
        skeleton={<Skeleton variant="block" height="lg" />}
      >
        {(days) => <Text>{days.length} days of usage</Text>}
      </LoadFrame>
    ),
  },
  Error: {
    description: 'The load’s own detail and a retry; without them the generic message (spec 1 §8) still shows.',
    render: () => <RetryExample />,
  },
  Empty: {
    render: () => (
      <LoadFrame<Bill>
        title="Home comparison"
        load={{ status: 'empty' }}
        emptyMessage="Tell us about your home to see how you compare with similar homes."
        emptyAction={
          <Button variant="secondary" size="sm">
            Set up your home profile
          </Button>
        }
      >
        {(data) => <BillSummary {...data} />}
      </LoadFrame>
    ),
  },
  Updating: {
    description: 'Data fetched again stays on screen, the frame aria-busy and marked beside its title.',
    render: () => (
      <LoadFrame title="Bill summary" load={{ status: 'ready', data: bill, isUpdating: true }}>
        {(data) => <BillSummary {...data} />}
      </LoadFrame>
    ),
  },
  WithAction: {
    description: 'A control beside the title, there in every state; the title here an h3 under a page section.',
    render: () => (
      <LoadFrame title="Bill summary" headingLevel={3} load={{ status: 'ready', data: bill }} action={viewBills}>
        {(data) => <BillSummary {...data} />}
      </LoadFrame>
    ),
  },
});
