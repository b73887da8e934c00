#!/usr/bin/env node
// Mobile Lighthouse (simulated slow 4G, 4× CPU) of a running portal, signed in where asked, in a profile whose
// HTTP cache is cleared but whose session is kept: the way the figures in docs/performance.md were measured.
//
//   npm i --no-save lighthouse@12.8          once: Lighthouse is not a dependency (13 needs Node 22)
//   node scripts/lighthouse.mjs http://localhost:8080 /account/dashboard --email aroha@example.nz --runs 5
//
// Prints each run's score and metrics, then the median score. Lighthouse's figures swing between runs on a busy
// machine: compare medians of several runs, measured one after another on the same machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string', default: 'Harakeke-demo-2026' },
    runs: { type: 'string', default: '3' },
  },
});
const [origin, route = '/login'] = positionals;
if (!origin) {
  console.error('usage: node scripts/lighthouse.mjs <origin> [path] [--email demo@example.nz] [--runs N]');
  process.exit(2);
}

let lighthouse;
try {
  ({ default: lighthouse } = await import('lighthouse'));
} catch {
  console.error('Lighthouse is not installed: npm i --no-save lighthouse@12.8');
  process.exit(2);
}

const metric = (audits, id) => audits[id]?.displayValue ?? '?';
const scores = [];
for (let run = 1; run <= Number(options.runs); run += 1) {
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const port = 9300 + Math.floor(Math.random() * 600);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await context.newPage();
    if (options.email) {
      await page.goto(`${origin}/login`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Email address').fill(options.email);
      await page.getByLabel('Password').fill(options.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: /Kia ora/ }).waitFor();
      await page.waitForTimeout(1000);
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.clearBrowserCache');
      await page.goto('about:blank');
    }
    // With a session the storage stays (it holds the tokens); the HTTP cache was cleared above.
    const { lhr } = await lighthouse(`${origin}${route}`, {
      port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      disableStorageReset: Boolean(options.email),
    });
    if (lhr.runtimeError) {
      // Lighthouse could not measure this load (NO_FCP and the like): say so rather than count it as 0.
      console.log(`run ${run}: not measured (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
      continue;
    }
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    scores.push(score);
    const { audits } = lhr;
    console.log(
      `run ${run}: ${score}  FCP ${metric(audits, 'first-contentful-paint')}  LCP ${metric(audits, 'largest-contentful-paint')}` +
        `  TBT ${metric(audits, 'total-blocking-time')}  SI ${metric(audits, 'speed-index')}  CLS ${metric(audits, 'cumulative-layout-shift')}` +
        `  (${lhr.finalDisplayedUrl})`,
    );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
const sorted = [...scores].sort((a, b) => a - b);
console.log(`median ${sorted[Math.floor((sorted.length - 1) / 2)]} of ${scores.length} (${scores.join(', ')})`);
