/** What a piece of remote data is, for showing it (spec 1 §4's statuses collapse onto these four). */
export type Load<T> =
  | { status: 'loading' }
  | { status: 'error'; detail?: string }
  | { status: 'empty' }
  | { status: 'ready'; data: T; isUpdating?: boolean };

/**
 * The load of data that is there: ready with it, or empty when `isEmpty` says it has nothing to show (spec 1 §4's
 * NO_DATA, e.g. a period without usage).
 */
export function loadOf<T>(data: T, isEmpty?: (data: T) => boolean): Load<T> {
  return isEmpty?.(data) ? { status: 'empty' } : { status: 'ready', data };
}

/** The same load with its data turned into what a view shows; whether it is updating is kept. */
export function mapLoad<T, U>(load: Load<T>, toData: (data: T) => U): Load<U> {
  if (load.status !== 'ready') return load;
  const mapped = toData(load.data);
  return load.isUpdating ? { status: 'ready', data: mapped, isUpdating: true } : { status: 'ready', data: mapped };
}

/** Whether the load is still on its way: loading, or ready data being fetched again (its frame is `aria-busy`). */
export function isLoadBusy(load: Load<unknown>): boolean {
  return load.status === 'loading' || (load.status === 'ready' && load.isUpdating === true);
}
