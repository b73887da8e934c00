import type { Problem } from '@harakeke/contract';

/** spec 1 §4: the load statuses used across the product. */
export type LoadStatus = 'UNINITIALIZED' | 'LOADING' | 'UPDATING' | 'IDLE' | 'ERROR' | 'NO_DATA' | 'SUCCESS' | 'READY';

/** spec 1 §3: most entities are held as data, status and error. */
export interface Remote<T> {
  data: T | null;
  status: LoadStatus;
  error: Problem | null;
}

export const uninitialized = <T>(): Remote<T> => ({ data: null, status: 'UNINITIALIZED', error: null });
