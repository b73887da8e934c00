import { useState } from 'react';
import { defineExamples } from '../examples.js';
import { ErrorBox } from './ErrorBox.js';

const detail = 'We could not load your bills. Check your connection and try again.';

/** Counts retries, so the button visibly does something in the story. */
function RetryExample({ retryLabel }: { retryLabel?: string }) {
  const [retries, setRetries] = useState(0);
  return (
    <ErrorBox
      detail={retries === 0 ? detail : `${detail} (Tried again ${retries} ${retries === 1 ? 'time' : 'times'}.)`}
      onRetry={() => setRetries((count) => count + 1)}
      retryLabel={retryLabel}
    />
  );
}

export const errorBoxExamples = defineExamples({
  Default: {
    description: "spec 1 §8: the generic title, 'Sorry, something went wrong', alone.",
    render: () => <ErrorBox />,
  },
  WithDetail: { render: () => <ErrorBox detail={detail} /> },
  WithDetailAndRetry: { render: () => <RetryExample /> },
  WithReload: {
    description: 'spec 1 §2: the account area’s generic error box with its reload button.',
    render: () => <ErrorBox onRetry={() => undefined} retryLabel="Reload" />,
  },
});
