import { ErrorBox } from '@harakeke/design-system';
import { useEffect } from 'react';
import { reportClientError } from '../core/analytics/events.js';
import { CenteredPage } from '../services/centered-page/CenteredPage.js';
import { isChunkLoadError } from '../core/code-loading/lazy-screen.js';

/**
 * spec 1 §2 and §8: a screen whose code or stylesheet fails to load shows an error with reload (a new deployment
 * may have replaced its files); one that fails to render shows the generic error screen, also with reload.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    reportClientError(chunk ? 'chunkLoad' : 'render', error instanceof Error ? error.name : undefined);
  }, [chunk, error]);
  return (
    <CenteredPage>
      <ErrorBox
        detail={
          chunk
            ? 'Part of this page didn’t load. Check your connection, then reload the page.'
            : 'This page couldn’t be shown. Reloading usually fixes it.'
        }
        onRetry={() => window.location.reload()}
        retryLabel="Reload"
      />
    </CenteredPage>
  );
}
