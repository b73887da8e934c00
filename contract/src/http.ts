/** Every API path lives under this versioned base. */
export const API_BASE = '/api/v1';

/** Header names every call carries (spec 1 §7). */
export const headerNames = {
  brand: 'X-Brand-Id',
  device: 'X-Device-Id',
} as const;

/** spec 1 §7: calls send no-cache headers so no proxy or browser serves a stale account. */
export const noCacheHeaders = {
  'Cache-Control': 'no-cache, no-store',
  Pragma: 'no-cache',
} as const;

export const problemContentType = 'application/problem+json';
