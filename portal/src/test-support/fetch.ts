import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

/** Replaces fetch with `respond` and records every request the code under test sends. */
export function stubFetch(respond: Responder) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: RecordedRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : '',
    };
    requests.push(request);
    return respond(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}

export const json = (body: unknown, status = 200, contentType = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } });
