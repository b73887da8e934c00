import { Card, ErrorBox, Heading, Skeleton, Stack } from '@harakeke/design-system';
import { useId, type ReactNode } from 'react';

/** What a section's data is: on its way, failed to load (with the server's detail), or there (with the data). */
export type SectionLoad = { status: 'loading' } | { status: 'error'; detail?: string } | { status: 'ready' };

export interface SettingsCardProps<L extends SectionLoad> {
  /** The section's heading, which names its region. */
  title: string;
  /** Whether its data is loading, failed or there. */
  load: L;
  /** What the load's error says it could not load, e.g. 'We couldn’t load your phone numbers'. */
  loadErrorTitle: string;
  /** Lines of the loading skeleton, about as many as the loaded section has. */
  skeletonLines: number;
  /** Loads the data again after a failure. */
  onRetryLoad: () => void;
  /** The section's content, given the load once its data is there. */
  children: (ready: Extract<L, { status: 'ready' }>) => ReactNode;
}

/** An account settings section (spec 1 §2): its heading, then its skeleton, its load error with retry, or its content. */
export function SettingsCard<L extends SectionLoad>({
  title,
  load,
  loadErrorTitle,
  skeletonLines,
  onRetryLoad,
  children,
}: SettingsCardProps<L>) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {load.status === 'loading' ? (
        <Stack gap="4" aria-busy="true">
          <Skeleton variant="text" lines={skeletonLines} />
        </Stack>
      ) : load.status === 'error' ? (
        <ErrorBox
          title={loadErrorTitle}
          detail={load.detail ?? 'Please try again.'}
          onRetry={onRetryLoad}
          retryLabel="Try again"
        />
      ) : (
        children(load as Extract<L, { status: 'ready' }>)
      )}
    </Card>
  );
}
