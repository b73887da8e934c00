import type { EventName } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

/**
 * Posts an analytics or monitoring event (spec 1 §7 events). Reporting must never break what the customer is doing,
 * so a failed post is dropped.
 */
export function reportEvent(event: EventName, track?: string): void {
  import('./event-call.js')
    .then(({ postEvent }) => callApi(postEvent, { event, ...(track ? { track: track.slice(0, 100) } : {}) }))
    .catch(() => undefined);
}

/**
 * Reports a failure the customer saw (a widget's load, an unknown widget type) to monitoring (spec 2 §8), with the
 * server's detail where there is one: the customer sees the generic text instead, monitoring needs the cause.
 */
export function reportClientError(where: string, problemType?: string, detail?: string): void {
  const what = problemType ? `${where}: ${problemType}` : where;
  reportEvent('clientError', detail ? `${what} – ${detail}` : what);
}
