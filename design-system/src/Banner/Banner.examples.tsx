import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { defineExamples } from '../examples.js';
import { styled } from '../stitches.config.js';
import { Banner, type BannerState } from './Banner.js';

const Stack = styled('div', { display: 'grid', gap: '$3', justifyItems: 'start' });
const Status = styled('p', { margin: 0, color: '$textMuted', fontSize: '$sm' });

/** Walks through every state: idle until shown, then show, hide and removed after Dismiss. */
function BannerLifecycle() {
  const [state, setState] = useState<BannerState>('idle');
  return (
    <Stack>
      <Status>
        Banner state: <strong>{state}</strong>
      </Status>
      <Button variant="secondary" size="sm" isDisabled={state === 'show'} onClick={() => setState('show')}>
        Show the outage notice
      </Button>
      <Banner tone="warning" title="Planned outage" state={state} onStateChange={setState}>
        Power will be off in Hamilton East on 14 June 2025 from 9 am to 1 pm.
      </Banner>
    </Stack>
  );
}

export const bannerExamples = defineExamples({
  Info: {
    render: () => <Banner tone="info">Your next bill will be sent by email.</Banner>,
  },
  Success: {
    render: () => (
      <Banner tone="success" title="Direct debit set up">
        Your bills will be paid automatically on the due date.
      </Banner>
    ),
  },
  Warning: {
    render: () => (
      <Banner tone="warning" title="Planned outage">
        Power will be off in Hamilton East on 14 June 2025 from 9 am to 1 pm.
      </Banner>
    ),
  },
  Danger: {
    render: () => (
      <Banner tone="danger" title="Payment failed">
        We couldn’t take your payment of $182.40. Check your card details and try again.
      </Banner>
    ),
  },
  WithAction: {
    description: 'An action beside the message; on small screens it wraps below.',
    render: () => (
      <Banner
        tone="info"
        action={
          <Button size="sm" variant="secondary">
            Verify email
          </Button>
        }
      >
        Please verify your email address so we can send you your bills.
      </Banner>
    ),
  },
  NotDismissible: {
    description: 'No dismiss button, for messages that must stay.',
    render: () => (
      <Banner tone="danger" isDismissable={false}>
        Your account is overdue. Please pay $182.40 by 20 June 2025.
      </Banner>
    ),
  },
  Lifecycle: {
    description:
      'Starts `idle` (nothing shown). Show it, then Dismiss: `hide` plays the exit, then `removed` (at once under ' +
      'reduced motion). The caller controls the state here through `state` and `onStateChange`.',
    render: () => <BannerLifecycle />,
  },
  Removed: {
    description: 'Dismissed earlier (e.g. remembered for the session): an empty hidden element.',
    render: () => (
      <Banner tone="warning" defaultState="removed">
        Power will be off in Hamilton East on 14 June 2025 from 9 am to 1 pm.
      </Banner>
    ),
  },
});
