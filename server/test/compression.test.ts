import { downloadBill, downloadTransactions, getTransactions } from '@harakeke/contract';
import { API_BASE } from '@harakeke/contract';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../src/http/compression.js';
import { BRAND_PLACEHOLDER } from '../src/http/portal-static.js';
import { addDays } from '@harakeke/calendar';
import { signInForTokens } from './oidc-flow.js';
import { useTestServer } from './test-server.js';
import { DEMO_PASSWORD } from '../src/demo/customers.js';
import { TEST_TODAY } from './test-clock.js';

// A built portal of its own, so the test does not depend on `npm run build`: a shell, a hashed script with the
// precompressed forms the portal's build writes beside it (portal/vite.config.ts), and a favicon outside /assets.
const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
const script = `export const widgets = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Widget ${i}` })))};\n`;
const scriptPath = '/assets/index-Dx7fK2pQ.js';
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html data-brand="${BRAND_PLACEHOLDER}"><head><title>Portal</title>` +
    `<script type="module" src="${scriptPath}"></script></head><body><div id="root"></div></body></html>\n`,
);
writeFileSync(path.join(dist, scriptPath), script);
writeFileSync(path.join(dist, `${scriptPath}.br`), brotliCompressSync(script));
writeFileSync(path.join(dist, `${scriptPath}.gz`), gzipSync(script));
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');

const server = useTestServer({ PORTAL_DIST: dist });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, not decoded (fetch would decode them). */
  body: Buffer;
}

/** A GET over plain node:http, which leaves the body as the server encoded it. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['deflate', undefined],
    ['GZIP;Q=1', 'gzip'],
  ])('%j answers %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compression and revalidation', () => {
  let token = '';
  const today = TEST_TODAY;
  const transactionsPath = `${getTransactions.path}?startDate=${addDays(today, -365)}&endDate=${today}`;
  const api = (apiPath: string, headers: Record<string, string> = {}) =>
    rawGet(`${server.current.url}${API_BASE}${apiPath}`, { Authorization: `Bearer ${token}`, ...headers });

  beforeAll(async () => {
    token = (await signInForTokens(server.current, 'aroha@example.nz', DEMO_PASSWORD)).access_token;
  });

  it('sends an API answer over a kilobyte gzipped when asked, and plain when not', async () => {
    const plain = await api(transactionsPath);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('no-store');

    const gzipped = await api(transactionsPath, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toContain('application/json');
    expect(gzipped.headers['cache-control']).toBe('no-store');
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));

    const brotli = await api(transactionsPath, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  });

  it('leaves an answer under a kilobyte as it is', async () => {
    const outage = await rawGet(`${server.current.url}${API_BASE}/public/outage`, { 'Accept-Encoding': 'br, gzip' });
    expect(outage.status).toBe(200);
    expect(outage.body.length).toBeLessThan(1024);
    expect(outage.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(outage.body.toString('utf8'))).toHaveProperty('isOn');
  });

  it('serves a precompressed asset as brotli or gzip, with Vary and its own type, cached for good', async () => {
    const url = `${server.current.url}${scriptPath}`;
    const brotli = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(script);

    const gzipped = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(script);

    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body.toString('utf8')).toBe(script);
    // Each form is its own representation, so each has its own strong validator.
    expect(new Set([brotli, gzipped, plain].map((answer) => answer.headers['etag'])).size).toBe(3);

    // The compressed forms are not files of their own.
    expect((await rawGet(`${url}.br`)).status).toBe(404);
  });

  it('answers the shell compressed, with an ETag, and 304 when the browser has it', async () => {
    const first = await rawGet(`${server.current.url}/account/dashboard`, { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(first.body).toString('utf8')).toContain('data-brand="kowhai"');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await rawGet(`${server.current.url}/login`, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['vary']).toBe('Accept-Encoding');

    // A tag of another form of the same shell (a proxy that stored the gzip one) is the same content.
    const gzipped = await rawGet(`${server.current.url}/`, { 'Accept-Encoding': 'gzip' });
    const revalidated = await rawGet(`${server.current.url}/`, {
      'If-None-Match': `W/${String(gzipped.headers['etag'])}`,
    });
    expect(revalidated.status).toBe(304);

    const changed = await rawGet(`${server.current.url}/`, { 'If-None-Match': '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.body.toString('utf8')).toContain('data-brand="kowhai"');
  });

  it('revalidates a file outside /assets by ETag', async () => {
    const first = await rawGet(`${server.current.url}/favicon.svg`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await rawGet(`${server.current.url}/favicon.svg`, { 'If-None-Match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
  });

  it('downloads a bill as the PDF it is, not compressed again, and the CSV compressed with its name', async () => {
    const transactions = getTransactions.response.parse(
      JSON.parse((await api(transactionsPath)).body.toString('utf8')),
    );
    const bill = transactions.transactions.find((row) => row.kind === 'bill');
    const pdf = await api(downloadBill.path.replace('{billId}', bill?.billId ?? ''), {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=".*\.pdf"/);
    expect(pdf.body.toString('latin1').startsWith('%PDF-')).toBe(true);

    const csv = await api(`${downloadTransactions.path}?startDate=${addDays(today, -365)}&endDate=${today}`, {
      'Accept-Encoding': 'gzip',
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="transactions .*\.csv"/);
    const text = (csv.headers['content-encoding'] === 'gzip' ? gunzipSync(csv.body) : csv.body).toString('utf8');
    expect(text.startsWith('Date,Description,Type,Amount (NZD),Bill number')).toBe(true);
  });
});
