import { API_BASE, problemContentType } from '@harakeke/contract';
import { beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, type DemoCustomer } from '../src/demo/customers.js';
import { signInForTokens } from './oidc-flow.js';
import { useTestServer } from './test-server.js';

/**
 * A test file's server with demo customers signed in through the real PKCE flow (in beforeAll), and a way to call
 * the API as one of them: `call(aroha, 'POST', path, body)` sends their bearer token and a JSON body.
 */
export function useCustomerApi(
  customers: readonly DemoCustomer[],
  env: NodeJS.ProcessEnv = {},
  /** `now`: the moment the server's clock stands at, when not the run's (test-server.ts). */
  options: { now?: number } = {},
) {
  const server = useTestServer(env, options);
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    for (const customer of customers) {
      tokens.set(customer.id, (await signInForTokens(server.current, customer.email, DEMO_PASSWORD)).access_token);
    }
  });
  const call = (
    as: { id: string },
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.current.url}${API_BASE}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${tokens.get(as.id) ?? ''}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  /** Sends a body exactly as given (broken JSON, a huge body), as this customer. */
  const send = (as: { id: string }, method: string, path: string, rawBody?: string) =>
    fetch(`${server.current.url}${API_BASE}${path}`, {
      method,
      headers: { Authorization: `Bearer ${tokens.get(as.id) ?? ''}`, 'Content-Type': 'application/json' },
      ...(rawBody === undefined ? {} : { body: rawBody }),
    });
  return {
    server,
    call,
    send,
    get: (as: { id: string }, path: string) => call(as, 'GET', path),
    /** Calls as this customer with another token from now on, e.g. after signing in again. */
    useToken: (as: { id: string }, token: string) => void tokens.set(as.id, token),
  };
}

/** A demo customer by email, so a test names who it signs in as. */
export function demoCustomer(customers: readonly DemoCustomer[], email: string): DemoCustomer {
  const customer = customers.find((candidate) => candidate.email === email);
  if (!customer) throw new Error(`The demo customers changed: no ${email}.`);
  return customer;
}

/** The body of a 200 answer; a failure shows the body that came instead. */
export async function expectOk(response: Response): Promise<unknown> {
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<unknown>;
}

/** The problem+json body of an answer with the status. */
export async function expectProblem(
  response: Response,
  status: number,
): Promise<{ type: string; title: string; detail?: string }> {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(response.headers.get('Content-Type')).toContain(problemContentType);
  return (await response.json()) as { type: string; title: string; detail?: string };
}
