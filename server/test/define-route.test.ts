import { API_BASE, defineCall, problemContentType } from '@harakeke/contract';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client.js';
import { consoleLogger, provideServices, systemClock, type ApiEnv } from '../src/http/api-context.js';
import { defineRoute } from '../src/http/define-route.js';
import { requireCustomer } from '../src/http/require-customer.js';
import { problems } from '../src/http/problem.js';
import { installProblemHandlers } from '../src/http/problem-handlers.js';
import { noLimits } from './no-limits.js';

const echoCall = defineCall({
  method: 'POST',
  path: '/private/test/echo',
  auth: 'customer',
  request: z.object({ nickname: z.string().max(25) }),
  response: z.object({ nickname: z.string(), customerId: z.string() }),
  errors: [400, 401],
  summary: 'Echo, for testing the route machinery',
});

function appAnswering(handler: Parameters<typeof defineRoute<typeof echoCall>>[2]) {
  const routes = new Hono<ApiEnv>();
  const authenticate = async (header: string | undefined) => (header === 'Bearer good' ? 'cust-1' : undefined);
  routes.use(
    provideServices({ db: {} as Database, clock: systemClock, log: consoleLogger, brand: 'kowhai', limits: noLimits }),
  );
  routes.use('/private/*', requireCustomer(authenticate));
  defineRoute(routes, echoCall, handler);
  const app = new Hono().route(API_BASE, routes);
  installProblemHandlers(app);
  return app;
}

const post = (app: Hono, body: string, token = 'good') =>
  app.request('/api/v1/private/test/echo', {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });

async function expectProblem(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe(problemContentType);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return body;
}

afterEach(() => vi.restoreAllMocks());

describe('defineRoute', () => {
  const echo = appAnswering(async ({ input, customerId }) => ({ nickname: input.nickname, customerId }));

  it('answers a valid call with the handler result for the signed-in customer', async () => {
    const response = await post(echo, JSON.stringify({ nickname: 'Bach' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ nickname: 'Bach', customerId: 'cust-1' });
  });

  it('refuses a customer call without a valid token with 401', async () => {
    await expectProblem(await post(echo, JSON.stringify({ nickname: 'Bach' }), 'bad'), 401);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const body = await expectProblem(await post(echo, '{"nickname":'), 400);
    expect(body.detail).toBe('The request body is not valid JSON.');
  });

  it('refuses a body outside the schema with 400 naming the field', async () => {
    const body = await expectProblem(await post(echo, JSON.stringify({ nickname: 'x'.repeat(26) })), 400);
    expect(body.detail).toContain('nickname');
  });

  it('answers 500 without details when the handler fails or drifts from the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = appAnswering(async () => {
      throw new Error('database password is hunter2');
    });
    const failed = await expectProblem(await post(failing, JSON.stringify({ nickname: 'Bach' })), 500);
    expect(JSON.stringify(failed)).not.toContain('hunter2');

    const drifting = appAnswering(async () => ({ nickname: 42 }) as never);
    await expectProblem(await post(drifting, JSON.stringify({ nickname: 'Bach' })), 500);
  });

  it('turns a problem whose status its call does not declare into a 500 under test, and says which', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const undeclared = appAnswering(async () => {
      throw problems.conflict('Not a status the echo call declares.');
    });
    await expectProblem(await post(undeclared, JSON.stringify({ nickname: 'Bach' })), 500);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('answered 409, a status its call does not declare'));
    const declared = appAnswering(async () => {
      throw problems.unauthorized();
    });
    await expectProblem(await post(declared, JSON.stringify({ nickname: 'Bach' })), 401);
  });

  it('reads a body call from its body: a query parameter it does not declare is refused, never merged', async () => {
    const withQuery = (query: string, body?: string) =>
      echo.request(`/api/v1/private/test/echo?${query}`, {
        method: 'POST',
        ...(body === undefined ? {} : { body }),
        headers: { Authorization: 'Bearer good', 'Content-Type': 'application/json' },
      });
    const overriding = await expectProblem(await withQuery('nickname=Evil', JSON.stringify({ nickname: 'Bach' })), 400);
    expect(overriding.detail).toBe('nickname: this call takes no such query parameter.');
    const standingIn = await expectProblem(await withQuery('nickname=Evil'), 400);
    expect(standingIn.detail).toContain('nickname');
    await expectProblem(await withQuery('debug=1', JSON.stringify({ nickname: 'Bach' })), 400);
  });

  it('takes the query fields a body call declares from its query only', async () => {
    const tagged = defineCall({ ...echoCall, path: '/public/test/echo', auth: 'public', query: ['nickname'] });
    const routes = new Hono<ApiEnv>();
    routes.use(
      provideServices({
        db: {} as Database,
        clock: systemClock,
        log: consoleLogger,
        brand: 'kowhai',
        limits: noLimits,
      }),
    );
    defineRoute(routes, tagged, async ({ input }) => ({ nickname: input.nickname, customerId: 'none' }));
    const app = new Hono().route(API_BASE, routes);
    installProblemHandlers(app);
    const response = await app.request('/api/v1/public/test/echo?nickname=Bach', {
      method: 'POST',
      body: JSON.stringify({ nickname: 'Evil' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await response.json()).toEqual({ nickname: 'Bach', customerId: 'none' });
  });

  it('answers an unknown path with 404', async () => {
    await expectProblem(await echo.request('/nowhere'), 404);
  });
});
