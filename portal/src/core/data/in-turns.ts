/** Resolves in a task of its own, letting the browser paint and handle input in between. */
export function nextTask(): Promise<void> {
  // scheduler.yield (Chromium) resumes ahead of other queued tasks; elsewhere a message is the quickest new task
  // (setTimeout is clamped to 4 ms once nested).
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `steps` in order, `perTask` of them a task, yielding to the browser between: a dozen calls sent in one
 * task made it long enough to hold up a tap (each `fetch` costs a millisecond or two of main thread). A step that
 * throws does not stop the ones after it; the returned promise then rejects with the first error.
 */
export async function inTurns(steps: readonly (() => unknown)[], perTask: number): Promise<void> {
  const failures: unknown[] = [];
  for (let start = 0; start < steps.length; start += perTask) {
    if (start > 0) await nextTask();
    for (const step of steps.slice(start, start + perTask)) {
      try {
        step();
      } catch (error) {
        failures.push(error);
      }
    }
  }
  if (failures.length > 0) throw failures[0];
}
