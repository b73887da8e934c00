import { API_BASE, calls, hasBody, problemSchema, type CallSchema } from '@harakeke/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoCustomers, type DemoCustomer } from '../src/demo/customers.js';
import { addDays } from '@harakeke/calendar';
import { demoCustomer, useCustomerApi } from './customer-api.js';
import { customerReads, readPath } from './customer-reads.js';
import type { Database } from '../src/db/client.js';
import { TEST_TODAY } from './test-clock.js';
import { DEMO_PASSWORD } from '../src/demo/customers.js';
import { sendPasswordResetLink } from '../src/idp/account-links.js';
import { browserFetch, startSignIn, type CookieJar } from './oidc-flow.js';
import { newestMailLink, submitResetPasswordForm } from './outbox.js';

// Every call of the contract, fed seeded near misses of its schema and plain hostile input (wrong types, 1 MB
// strings, control characters, lone surrogates, deep nesting, __proto__ keys, impossible dates, other customers'
// ids), answers only a success or a status its OpenAPI operation declares, as a problem without a stack trace, and
// never changes another customer's data. Seeded and bounded, so a failure replays.

const attacker = demoCustomer(demoCustomers, 'aroha@example.nz');
const victim = demoCustomer(demoCustomers, 'ana@example.nz');
// The limits stay out of the way: this file sends over a thousand requests from one address within a minute.
const { send, get, server } = useCustomerApi([attacker, victim], {
  API_CALLS_PER_ADDRESS: '1000000',
  API_CALLS_PER_ACCOUNT: '1000000',
  // The mails it asks for, and the wrong passwords it sends to changeEmail, count too.
  MAILS_PER_ACCOUNT: '1000000',
  MAILS_PER_RECIPIENT: '1000000',
  SIGN_IN_MAX_FAILURES: '1000000',
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: '1000000',
  SIGN_IN_MAX_FAILURES_PER_ADDRESS_AND_EMAIL: '1000000',
});

/** Generated requests per call, besides the fixed whole-body cases. */
const PLAUSIBLE_RUNS_PER_CALL = 3;
const NEAR_MISSES_PER_CALL = 9;
const SEED = 20_261_123;

/** The ids (accounts, sites, supply points, meters…) in some demo customers' data. */
const idsOf = (customers: readonly DemoCustomer[]) => [
  ...new Set(
    JSON.stringify(customers)
      .match(/"((?:cust|ba|site|sp|SA|M)-[\w-]+)"/g)
      ?.map((quoted) => quoted.slice(1, -1)) ?? [],
  ),
];
const attackersIds = idsOf([attacker]);
const othersIds = idsOf(demoCustomers.filter((customer) => customer.id !== attacker.id));

const controlCharacter = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u000b', '\u001b', '\u007f');
const hostileString = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), controlCharacter).map(([text, control]) => `${text}${control}${text}`),
  fc.constantFrom(
    '2026-02-30',
    '0000-00-00',
    '2026-13-45',
    '9999-99-99',
    'abc',
    '',
    ' ',
    '-1',
    '1e308',
    'NaN',
    "'; DROP TABLE customers; --",
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    '\u202e\ud800',
    'a\udc00',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...othersIds),
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), hostileString, { maxKeys: 3 }),
);
const nested = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => ({ inner }), 'x');
const specialValue = fc.constantFrom<unknown>(
  nested(40),
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  'x'.repeat(1024 * 1024),
);

/** A value for one field: hostile text, the wrong type or a special case; in a URL, 4 kB at most (Node's limit). */
const fieldValue = (inUrl: boolean) =>
  inUrl
    ? fc.oneof(hostileString, wrongType)
    : fc.oneof({ weight: 3, arbitrary: hostileString }, wrongType, specialValue);

const inBody = hasBody;
const pathNamesOf = (call: CallSchema) => [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
/** Text for a URL: a lone surrogate (which no URL can encode) becomes U+FFFD, as a browser would send it. */
const asUrlText = (value: unknown) =>
  (typeof value === 'string' ? value : JSON.stringify(value)).replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );

/** A request of a call: its fields spread over the path, the query and (POST, PUT) a JSON body. */
interface HostileRequest {
  path: string;
  body?: string;
}

function hostileRequest(call: CallSchema, fields: Record<string, unknown>): HostileRequest {
  const pathNames = new Set(pathNamesOf(call));
  const path = call.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(asUrlText(fields[name] ?? 'x') || 'x'),
  );
  const rest = Object.entries(fields).filter(([name]) => !pathNames.has(name));
  if (inBody(call)) {
    return { path, body: JSON.stringify(Object.fromEntries(rest)) };
  }
  const query = new URLSearchParams(
    rest.map(([name, value]): [string, string] => [name, asUrlText(value).slice(0, 4096)]),
  );
  return { path: query.size ? `${path}?${query}` : path };
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

const recentDates = [TEST_TODAY, addDays(TEST_TODAY, -1), addDays(TEST_TODAY, -40)];

/** Values the schema accepts, or nearly (a refinement may still refuse them): the base a near miss starts from. */
function plausibleValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(plausibleValue));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date') return fc.constantFrom(...recentDates);
      if (schema.format === 'email') return fc.constant('someone@example.nz');
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: schema.minLength ?? 1, maxLength: Math.min(schema.maxLength ?? 20, 20) });
    case 'integer':
    case 'number':
      return fc.integer({ min: Math.ceil(schema.minimum ?? 0), max: Math.floor(Math.min(schema.maximum ?? 500, 1e6)) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausibleValue(schema.items ?? {}), { maxLength: 3 });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, inner]) => [name, plausibleValue(inner)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((name) => name in (schema.properties ?? {})) },
      );
    default:
      return fc.string({ maxLength: 10 });
  }
}

/** The attacker's own ids and everyone else's: a path parameter names one of them or something hostile. */
const idValue = fc.oneof(fc.constantFrom(...attackersIds, ...othersIds), hostileString);

/**
 * Requests of a call: plausible ones (which may succeed and change the attacker's own data), and near misses, the
 * same with one field (or a __proto__ or unknown key) replaced by a hostile value.
 */
function generatedRequests(call: CallSchema, index: number): HostileRequest[] {
  const inUrl = !inBody(call);
  const schema = z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const properties = schema.properties ?? {};
  const pathNames = pathNamesOf(call);
  const base = fc.record(
    {
      ...Object.fromEntries(Object.entries(properties).map(([name, inner]) => [name, plausibleValue(inner)])),
      ...Object.fromEntries(pathNames.map((name) => [name, idValue])),
    },
    {
      requiredKeys: [...new Set([...(schema.required ?? []), ...pathNames])].filter(
        (n) => n in properties || pathNames.includes(n),
      ),
    },
  );
  const names = [...new Set([...Object.keys(properties), ...pathNames, '__proto__', 'unexpected'])];
  const nearMiss = fc
    .tuple(base, fc.constantFrom(...names), fieldValue(inUrl || pathNames.length > 0))
    .map(([fields, name, hostile]) => ({ ...fields, [name]: hostile }));
  const seed = SEED + index;
  return [
    ...fc.sample(base, { seed, numRuns: PLAUSIBLE_RUNS_PER_CALL }),
    ...fc.sample(nearMiss, { seed, numRuns: NEAR_MISSES_PER_CALL }),
  ].map((fields) => hostileRequest(call, fields as Record<string, unknown>));
}

/** Bodies that are not the object a call reads: broken JSON, other JSON types, a body over the size limit. */
const wholeBodies = [
  'not json',
  '{"a":',
  '[]',
  '42',
  '"text"',
  'null',
  `{"big":"${'x'.repeat(70 * 1024)}"}`,
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
];

/** Answers refused by a rate limit: none are expected, or the suite would test the limiter instead of the calls. */
let rateLimited = 0;

/** What a caller relies on in a refusal: a declared status, a problem body, and nothing of the server's insides. */
async function expectDeclaredAnswer(id: string, call: CallSchema, request: HostileRequest, response: Response) {
  const label = `${id} ${call.method} ${request.path.slice(0, 200)} ${request.body?.slice(0, 200) ?? ''}`;
  const text = await response.text();
  expect(response.status, `${label} answered 5xx: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status === 429) rateLimited += 1;
  if (response.status < 300) return;
  const declared = Object.keys(openApi.paths[call.path]?.[call.method.toLowerCase()]?.responses ?? {}).map(Number);
  expect(declared, `${label} answered ${response.status}, which its OpenAPI operation does not declare`).toContain(
    response.status,
  );
  expect(response.headers.get('content-type'), label).toMatch(/^application\/problem\+json/);
  expect(problemSchema.safeParse(JSON.parse(text)).success, label).toBe(true);
  expect(text, label).not.toMatch(/\n\s+at |\.ts:\d+|node_modules|Error:/);
}

/**
 * A digest of every row of the victim's: their customer row, accounts, sites and supply points, and every row of
 * every table that names one of those by customer_id, billing_account_id, site_id or supply_point_id.
 */
async function victimDigest(db: Database): Promise<Record<string, string>> {
  const ids = async (sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params)).map((r) => r.id);
  const keys: Record<string, string[]> = { customer_id: [victim.id] };
  keys.billing_account_id = await ids('SELECT id FROM billing_accounts WHERE customer_id = $1', [victim.id]);
  keys.site_id = await ids('SELECT id FROM sites WHERE billing_account_id = ANY($1)', [keys.billing_account_id]);
  keys.supply_point_id = await ids('SELECT id FROM supply_points WHERE site_id = ANY($1)', [keys.site_id]);
  const owners: Array<{ table: string; column: string; values: string[] }> = [
    { table: 'customers', column: 'id', values: keys.customer_id },
    { table: 'billing_accounts', column: 'id', values: keys.billing_account_id },
    { table: 'sites', column: 'id', values: keys.site_id },
    { table: 'supply_points', column: 'id', values: keys.supply_point_id },
  ];
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = ANY($1) ORDER BY table_name, column_name`,
    [Object.keys(keys)],
  );
  for (const { table_name, column_name } of columns) {
    owners.push({ table: table_name, column: column_name, values: keys[column_name] ?? [] });
  }
  const digest: Record<string, string> = {};
  for (const { table, column, values } of owners) {
    const [row] = await db.query<{ digest: string | null; count: string }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*)::text AS count
         FROM "${table}" t WHERE "${column}" = ANY($1)`,
      [values],
    );
    digest[`${table}.${column}`] = `${row?.count} ${row?.digest}`;
  }
  return digest;
}

let before: Record<string, string>;
const database = () => {
  const db = server.current.db;
  if (!db) throw new Error('The test server has no database to read.');
  return db;
};

/** The document the server serves: what a client generated from it expects. */
let openApi: { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

beforeAll(async () => {
  openApi = (await (await fetch(`${server.current.url}${API_BASE}/openapi.json`)).json()) as typeof openApi;
  // The victim reads everything first, so their readings exist before the digest is taken.
  for (const [id, call] of customerReads) await get(victim, readPath(id, call));
  before = await victimDigest(database());
}, 240_000);

const everyCall = Object.entries(calls as Record<string, CallSchema>);

describe('hostile input against every call', () => {
  it('covers every call of the contract', () => {
    expect(everyCall.length).toBeGreaterThan(100);
  });

  it.each(everyCall.map(([id, call], index) => [id, call, index] as const))(
    '%s answers only a success or a declared problem',
    async (id, call, index) => {
      const requests = generatedRequests(call, index);
      if (inBody(call)) {
        const path = call.path.replace(/\{(\w+)\}/g, 'x');
        requests.push(...wholeBodies.map((body) => ({ path, body })));
      }
      for (const request of requests) {
        const response = await send(attacker, call.method, request.path, request.body);
        await expectDeclaredAnswer(id, call, request, response);
      }
      // And once without a sign-in: a customer call answers 401, which it declares too.
      const plain = { path: call.path.replace(/\{(\w+)\}/g, 'x'), body: inBody(call) ? '{}' : undefined };
      const anonymous = await fetch(`${server.current.url}${API_BASE}${plain.path}`, {
        method: call.method,
        headers: { 'Content-Type': 'application/json' },
        body: plain.body,
      });
      await expectDeclaredAnswer(id, call, plain, anonymous);
      if (call.auth === 'customer') expect(anonymous.status, id).toBe(401);
    },
    60_000,
  );

  it("left the other customer's data as it was", async () => {
    expect(rateLimited).toBe(0);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(await victimDigest(database())).toEqual(before);
    // Nothing reached the prototype of the server's objects either (the server runs in this process).
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

// The identity provider's forms read their bodies through the same guard as the API (src/idp/form-fields.ts): what
// no request may carry is a 400 on the form's own page, never a database error, and never shown back.
describe('hostile input in the identity provider’s forms', () => {
  const controls = ['\u0000', '\u0001', '\u0007', '\u000b', '\u001b', '\u007f'];
  const postForm = (jar: CookieJar, url: string, fields: Record<string, string>) =>
    browserFetch(jar, url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const expectRefusedOnPage = async (response: Response, message: string, what: string) => {
    expect(response.status, what).toBe(400);
    const page = await response.text();
    expect(page, what).toContain(message);
    // eslint-disable-next-line no-control-regex -- the page must carry none of what the guard refuses
    expect(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(page), what).toBe(false);
  };

  it.each(controls.map((control) => [JSON.stringify(control), control] as const))(
    'answers %s in the sign-in, link and forgot-password forms with the page’s own message',
    async (_name, control) => {
      const hostileEmail = `aroha${control}@example.nz`;
      const { jar, interactionUrl } = await startSignIn(server.current);
      const base = interactionUrl.href;
      await expectRefusedOnPage(
        await postForm(jar, `${base}/login`, { email: hostileEmail, password: DEMO_PASSWORD }),
        'Enter a valid email address.',
        'sign-in email',
      );
      await expectRefusedOnPage(
        await postForm(jar, `${base}/login`, { email: attacker.email, password: `Harakeke${control}demo` }),
        'The email address or password is incorrect.',
        'sign-in password',
      );
      await expectRefusedOnPage(
        await postForm(jar, `${base}/magic-link`, { email: hostileEmail }),
        'Enter a valid email address.',
        'sign-in link',
      );
      await expectRefusedOnPage(
        await postForm(jar, `${base}/forgot-password`, { email: hostileEmail }),
        'Enter a valid email address.',
        'forgot password',
      );
    },
  );

  it('answers a control character in a new password on the reset link’s page, and keeps the link', async () => {
    await sendPasswordResetLink(database(), { id: attacker.id, email: attacker.email });
    const link = await newestMailLink(server.current, attacker.email, '/idp-account/reset-password/');
    for (const control of controls) {
      await expectRefusedOnPage(
        await submitResetPasswordForm(link, `Pōhutukawa${control}2027`),
        'Your password has a character that can’t be used.',
        `new password with ${JSON.stringify(control)}`,
      );
    }
    expect((await fetch(link)).status).toBe(200);
  });
});
