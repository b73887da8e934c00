import { API_BASE, getBillingAccounts, getTags, setPhone, setTag, tagNameSchema } from '@harakeke/contract';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/customers.js';
import { signInForTokens } from './oidc-flow.js';
import type { TestServer } from './test-server.js';

/** One number per purpose, each different, so a lost or crossed write shows. */
const phonesToSet = { home: '+6493771234', mobile: '+64211239876', work: '+6443771234' } as const;

/**
 * Many writes to one customer at once (every tag, three times over, and every phone, twice over) all
 * answer 200 and are all there afterwards. Shared by the embedded database's test and PostgreSQL's.
 */
export async function expectConcurrentWritesKept(server: TestServer, email: string): Promise<void> {
  const { access_token: token } = await signInForTokens(server, email, DEMO_PASSWORD);
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${API_BASE}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const tags = tagNameSchema.options;
  const writes = [
    ...[1, 2, 3].flatMap(() => tags.map((tag) => call('POST', `${setTag.path}?tagName=${tag}`))),
    ...[1, 2].flatMap(() =>
      Object.entries(phonesToSet).map(([purpose, number]) =>
        call('POST', setPhone.path.replace('{purpose}', purpose), { number }),
      ),
    ),
  ];
  expect(writes.length).toBeGreaterThanOrEqual(20);
  const statuses = await Promise.all(writes.map(async (write) => (await write).status));
  expect(statuses.every((status) => status === 200)).toBe(true);

  const after = getTags.response.parse(await (await call('GET', getTags.path)).json());
  expect(after.tags.toSorted()).toEqual([...tags].sort());
  const accounts = getBillingAccounts.response.parse(await (await call('GET', getBillingAccounts.path)).json());
  expect(Object.fromEntries(accounts.contact.phones.map((phone) => [phone.purpose, phone.number]))).toEqual(
    phonesToSet,
  );
}
