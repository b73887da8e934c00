import type { Load } from '@harakeke/design-system';
import type { Remote } from './remote.js';

/**
 * The spec's statuses (spec 1 §4) as the one shape the load frame shows: data already on screen stays there while
 * it reloads (UPDATING, or a new key of the same site), an answer with nothing in it is empty, a failure is an error.
 * The server's detail is for monitoring, never shown (spec 2 §8), so an error carries none: the frame's text shows.
 */
export function loadFromRemote<T>(remote: Remote<T>): Load<T> {
  switch (remote.status) {
    case 'ERROR':
      return { status: 'error' };
    case 'NO_DATA':
      return { status: 'empty' };
    case 'SUCCESS':
    case 'READY':
    case 'IDLE':
      return remote.data == null ? { status: 'empty' } : { status: 'ready', data: remote.data };
    default:
      // LOADING, UPDATING, UNINITIALIZED: data shown from before stays on screen, marked as updating.
      return remote.data == null ? { status: 'loading' } : { status: 'ready', data: remote.data, isUpdating: true };
  }
}

/** What a section's or widget's pure view takes of its data: the load, and a retry after an error. */
export interface LoadViewProps<T> {
  /** The data as the load frame shows it. */
  load: Load<T>;
  /** Loads it again after an error. */
  onRetry?: () => void;
}
