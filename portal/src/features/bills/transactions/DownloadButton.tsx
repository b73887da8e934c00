import { Button, Inline, InlineText } from '@harakeke/design-system';
import type { MutationState } from '../../../core/data/mutation.js';

/** What a failed download of a bill's PDF says. */
export const BILL_PDF_FAILED = 'We couldn’t download this bill. Please try again.';

/** What a failed download of the transactions' CSV says. */
export const TRANSACTIONS_CSV_FAILED = 'We couldn’t download your transactions. Please try again.';

export interface DownloadButtonProps {
  /** The button's words when idle, e.g. 'Download PDF'. */
  label: string;
  /** What it downloads, completing the accessible name: 'bill issued 03 Nov 2026' (unique on the page). */
  what: string;
  /** spec 1 §3 downloadStatus: this download's own. */
  status: MutationState<unknown>;
  /** What a failure of this download says, under its button. */
  failedMessage: string;
  /** Starts (or retries) the download. */
  onDownload: () => void;
}

/**
 * One download's button and status (spec 1 §3 downloadStatus): idle (again once the file is saved), downloading
 * (pending, 'Downloading…'), or failed with its message and 'Try again'. The same button throughout, so focus stays
 * on it while the state changes.
 */
export function DownloadButton({ label, what, status, failedMessage, onDownload }: DownloadButtonProps) {
  const state = status.status === 'pending' ? 'downloading' : status.status === 'error' ? 'failed' : 'idle';
  const words = { idle: label, downloading: 'Downloading…', failed: 'Try again' }[state];
  const name = {
    idle: `${label} of ${what}`,
    downloading: `Downloading… ${what}`,
    failed: `Try again: ${label} of ${what}`,
  }[state];
  return (
    <Inline gap="2" align="center" wrap data-state={state}>
      <Button variant="secondary" size="sm" isPending={state === 'downloading'} aria-label={name} onClick={onDownload}>
        {words}
      </Button>
      {/* Mounted in every state, so the failure is announced when it happens. */}
      <InlineText role="status" tone="danger" size="sm">
        {state === 'failed' ? failedMessage : ''}
      </InlineText>
    </Inline>
  );
}
