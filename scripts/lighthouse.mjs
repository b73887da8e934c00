#!/usr/bin/env node
// Lighthouse (mobile, its default throttling) over every tab a customer opens: a benchmark, not a test. It never
// passes or fails on a score; it prints a table, and with --write puts it in docs/performance.md between its markers.
//
//   npm run build && node scripts/lighthouse.mjs [--runs 3] [--write]
//
// The built portal and server start on a free port with a fresh database (as `npm start` does); Debian's Chromium
// starts with a debugging port; Playwright signs in through the login page over that port, so the session is in the
// browser's storage; then Lighthouse 12.8 (the last major that runs on Node 20, fetched by npx, not a dependency of
// the repository) opens each page in a new tab of that browser without clearing storage; the HTTP cache is cleared
// before each run. Each page's median run is shown, with the machine's load average beside the table: scores move
// with it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'Harakeke-demo-2026';
const MARKERS = ['<!-- lighthouse:start -->', '<!-- lighthouse:end -->'];

/** The tabs, signed out first (/login), then signed in as aroha@, the demo customer with every tab. */
const PAGES = [
  ['/login', 'Sign in'],
  ['/account/dashboard', 'Dashboard'],
  ['/account/bill', 'Bills, bill period'],
  ['/account/bill?tab=transactions', 'Bills, transactions'],
  ['/account/profile/payment-options', 'Payment options'],
  ['/account/profile', 'Account details'],
];

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, write: { type: 'boolean', default: false } },
});
const runs = Number(options.runs);

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function until(check, what, timeoutMs = 120_000) {
  const ends = Date.now() + timeoutMs;
  while (Date.now() < ends) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`Timed out waiting for ${what}.`);
}

const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'harakeke-lighthouse-'));
const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, NODE_ENV: 'development' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let readingsReady = false;
server.stdout.on('data', (chunk) => {
  if (/Readings are up to date/.test(chunk.toString())) readingsReady = true;
});
const debugPort = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'harakeke-lighthouse-chromium-'));
const browserProcess = spawn(
  CHROMIUM,
  [
    `--remote-debugging-port=${debugPort}`,
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);

/**
 * One Lighthouse run of a page in the browser: its performance score and the metrics behind it. Asynchronous: the
 * Playwright connection in this process holds each new tab until it has attached to it, Lighthouse's included.
 */
async function lighthouse(url) {
  const out = join(dataDir, 'report.json');
  const status = await new Promise((done) => {
    const child = spawn(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        `--port=${debugPort}`,
        '--disable-storage-reset',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const timer = setTimeout(() => child.kill(), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
  });
  if (status !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${status}).`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const metric = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await until(async () => (await fetch(`${origin}/api/v1/public/outage`)).ok, 'the server');
  await until(async () => readingsReady, "the demo readings' warm-up", 600_000);
  await until(async () => (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok, 'Chromium');

  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const context = browser.contexts()[0];
  const devtools = await context.newCDPSession(await context.newPage());
  const rows = [];
  const measure = async (path, name) => {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      // A first visit's cache: empty, as Lighthouse leaves it when it resets storage, which would sign the customer
      // out here (the session is in localStorage).
      await devtools.send('Network.clearBrowserCache');
      results.push(await lighthouse(`${origin}${path}`));
    }
    const row = {
      name,
      path,
      score: median(results.map((r) => r.score)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
    };
    rows.push(row);
    console.log(
      `${name.padEnd(22)} ${row.score}  LCP ${row.lcp.toFixed(0)} ms  TBT ${row.tbt.toFixed(0)} ms  CLS ${row.cls.toFixed(3)}`,
    );
  };

  const [signedOut, ...signedIn] = PAGES;
  await measure(...signedOut);
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/idp/interaction/**');
  await page.getByLabel('Email address').fill('aroha@example.nz');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/account/dashboard');
  await page.close();
  for (const [path, name] of signedIn) await measure(path, name);
  await browser.close().catch(() => undefined);

  const table = [
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile (simulated throttling), median of ${runs} runs; load average ` +
      `${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}.`,
    '',
    '| page | score | LCP ms | TBT ms | CLS |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.name} (\`${row.path}\`) | ${row.score} | ${row.lcp.toFixed(0)} | ${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} |`,
    ),
  ].join('\n');
  console.log(`\n${table}`);
  if (options.write) {
    const docPath = join(repoRoot, 'docs/performance.md');
    const doc = readFileSync(docPath, 'utf8');
    const [start, end] = MARKERS;
    const at = doc.indexOf(start);
    const until_ = doc.indexOf(end);
    if (at === -1 || until_ === -1) throw new Error(`docs/performance.md has no ${start} … ${end} section.`);
    writeFileSync(docPath, `${doc.slice(0, at + start.length)}\n\n${table}\n\n${doc.slice(until_)}`);
    console.log('Wrote the table to docs/performance.md.');
  }
} finally {
  browserProcess.kill();
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
