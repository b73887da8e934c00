import { Button, Inline, InlineText } from '@harakeke/design-system';
import type { DownloadStatus } from './atoms.js';

export interface DownloadButtonProps {
  /** The button's words when idle, e.g. 'Download PDF'. */
  label: string;
  /** What it downloads, completing the accessible name: 'bill issued 03 Nov 2026' (unique on the page). */
  what: string;
  /** spec 1 §3 downloadStatus: this download's own. */
  status: DownloadStatus;
  /** Starts (or retries) the download. */
  onDownload: () => void;
}

/**
 * One download's button and status (spec 1 §3 downloadStatus): idle, downloading (pending, 'Downloading…'), or
 * failed with its message and 'Try again'. The same button throughout, so focus stays on it while the state changes.
 */
export function DownloadButton({ label, what, status, onDownload }: DownloadButtonProps) {
  const { state } = status;
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
        {status.state === 'failed' ? status.message : ''}
      </InlineText>
    </Inline>
  );
}
