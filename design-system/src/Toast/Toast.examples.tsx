import { useEffect } from 'react';
import { Button } from '../Button/Button.js';
import { defineExamples } from '../examples.js';
import { styled } from '../stitches.config.js';
import { ToastProvider, useToast, type ToastOptions } from './Toast.js';

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });

function SaveButtons() {
  const toast = useToast();
  return (
    <Actions>
      <Button onClick={() => toast.show({ id: 'saved', title: 'Changes saved', tone: 'success', duration: 3000 })}>
        Save changes
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({
            title: 'Payment failed',
            description: 'We couldn’t take your payment. Check your card details and try again.',
            tone: 'danger',
          })
        }
      >
        Pay $182.40
      </Button>
    </Actions>
  );
}

/** Shows a toast as soon as it mounts; the fixed id keeps StrictMode's second effect from stacking a copy. */
function ShownOnMount({ options }: { options: ToastOptions }) {
  const toast = useToast();
  useEffect(() => {
    toast.show({ id: 'example', duration: null, ...options });
  }, [toast, options]);
  return null;
}

const shown = (options: ToastOptions) => () => (
  <ToastProvider>
    <ShownOnMount options={options} />
  </ToastProvider>
);

export const toastExamples = defineExamples({
  Idle: {
    description:
      'No toasts: the region is `idle` and empty. Save shows a success toast that hides after 3 seconds (`hide`, ' +
      'then gone), paused while the pointer or focus is on it; a danger toast stays until closed.',
    render: () => (
      <ToastProvider>
        <SaveButtons />
      </ToastProvider>
    ),
  },
  Show: {
    description: 'A toast in its `show` state, announced politely by the live region.',
    render: shown({ title: 'Changes saved', description: 'Your email preferences are up to date.', tone: 'success' }),
  },
  Info: {
    render: shown({ title: 'Meter reading received', description: 'It will show on your next bill.' }),
  },
  Warning: {
    render: shown({
      title: 'Card expires soon',
      description: 'Update your card before 30 June 2025 to keep paying automatically.',
      tone: 'warning',
    }),
  },
  Danger: {
    render: shown({
      title: 'Payment failed',
      description: 'We couldn’t take your payment. Check your card details and try again.',
      tone: 'danger',
    }),
  },
});
