// Proves the design system works for a site outside this monorepo, installed as a package: builds themes,
// calendar and design-system, packs the three with `npm pack` (the design system depends on the other two, which
// are on no registry), installs the tarballs into a scratch Vite + React app (design-system/consumer-test/),
// type-checks and builds that app, and checks in Chromium that a Button shows in Fernlight's primary colour, a
// Dialog opens and closes and an instant shows as its Auckland date. Also checks that the bundle left out a component the app does not import (tree-shaking).
// `npm run test:consumer` (`-- --no-build` when themes, calendar and design-system are built); KEEP_CONSUMER=1 keeps the scratch folder (it is kept anyway when a check fails).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { createStaticServer } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'harakeke-consumer-'));
const packs = path.join(scratch, 'packs');
const app = path.join(scratch, 'app');
const started = Date.now();

function step(message) {
  console.log(`[consumer ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
}

/** Runs a command; on failure, prints its output and stops with the command line. */
function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error(`Failed (exit ${error.status}): ${[command, ...args].join(' ')}`);
  }
}

/** The version installed in the monorepo, so the scratch app installs from npm's cache what we already use. */
function monorepoVersion(name) {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

let browser;
let server;
let passed = false;
try {
  // `npm test` has built every package in an earlier step and passes --no-build.
  if (process.argv.includes('--no-build')) {
    for (const dist of ['themes/dist/index.js', 'calendar/dist/index.js', 'design-system/dist/index.js']) {
      assert.ok(existsSync(path.join(root, dist)), `${dist} is missing: run without --no-build`);
    }
  } else {
    step('building themes, calendar and design-system');
    run('npm', ['run', 'build', '--silent', '-w', 'themes', '-w', 'calendar', '-w', 'design-system'], root);
  }

  step('packing them');
  mkdirSync(packs);
  const packed = JSON.parse(
    run(
      'npm',
      ['pack', '--json', '--pack-destination', packs, '-w', 'themes', '-w', 'calendar', '-w', 'design-system'],
      root,
    ),
  );
  const tarball = (name) => {
    const pack = packed.find((p) => p.name === name);
    assert.ok(pack, `npm pack made no tarball for ${name}`);
    return `file:${path.join(packs, pack.filename)}`;
  };
  const designSystemPack = packed.find((p) => p.name === '@harakeke/design-system');
  const packedFiles = designSystemPack.files.map((f) => f.path);
  assert.ok(packedFiles.includes('dist/index.js'), 'the design-system tarball has no dist/index.js');
  assert.ok(packedFiles.includes('dist/index.d.ts'), 'the design-system tarball has no dist/index.d.ts');
  assert.ok(!packedFiles.some((f) => f.startsWith('src/')), 'the design-system tarball ships src/');

  step('installing the tarballs into a scratch app');
  cpSync(path.join(root, 'design-system/consumer-test'), app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'harakeke-consumer-test',
        private: true,
        type: 'module',
        dependencies: {
          '@harakeke/design-system': tarball('@harakeke/design-system'),
          '@harakeke/themes': tarball('@harakeke/themes'),
          '@harakeke/calendar': tarball('@harakeke/calendar'),
          react: monorepoVersion('react'),
          'react-dom': monorepoVersion('react-dom'),
        },
      },
      null,
      2,
    ),
  );
  // The runtime dependencies install as a consumer's would (the design system's own from its tarball's
  // package.json); they are what the monorepo already installed, so npm's cache serves them.
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  // The build tools are the monorepo's, linked rather than installed: they are not under test, and installing
  // them doubled the install's time and size.
  for (const tool of ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom']) {
    const link = path.join(app, 'node_modules', tool);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(root, 'node_modules', tool), link, 'dir');
  }

  step('type-checking the app against the published .d.ts files');
  run(process.execPath, [path.join(app, 'node_modules/typescript/bin/tsc'), '-p', app], app);

  step('building the app with Vite');
  run(process.execPath, [path.join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], app);

  // Tree-shaking: the app imports no ErrorBox, so ErrorBox's text must not be in the bundle.
  const unused = 'Sorry, something went wrong';
  const distJs = (dir) =>
    readdirSync(dir, { recursive: true })
      .filter((f) => String(f).endsWith('.js'))
      .map((f) => readFileSync(path.join(dir, String(f)), 'utf8'))
      .join('\n');
  if (distJs(path.join(app, 'node_modules/@harakeke/design-system/dist')).includes(unused)) {
    assert.ok(!distJs(path.join(app, 'dist')).includes(unused), `the bundle has "${unused}": ErrorBox was not shaken`);
  } else {
    console.warn(`  (skipped the tree-shaking check: "${unused}" is no longer in the design system)`);
  }

  step('checking the built page in Chromium');
  server = createStaticServer(path.join(app, 'dist'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  // The same browser and flags as e2e/support/chromium.ts.
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A failed request is reported below with its URL.
    if (message.text().startsWith('Failed to load resource')) return;
    if (['error', 'warning'].includes(message.type())) problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    // The app has no favicon; Chromium asks for one regardless.
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  await page.goto(url);

  const { brands } = await import(pathToFileURL(path.join(app, 'node_modules/@harakeke/themes/dist/index.js')).href);
  const primary = brands.fernlight.tokens.color.primary;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(primary.slice(i, i + 2), 16));

  const payNow = page.getByRole('button', { name: 'Pay now' });
  await payNow.waitFor({ state: 'visible', timeout: 10_000 });
  assert.equal(
    await payNow.evaluate((el) => el.ownerDocument.defaultView.getComputedStyle(el).backgroundColor),
    `rgb(${r}, ${g}, ${b})`,
    `the Button's background is not Fernlight's primary colour ${primary}`,
  );
  assert.equal(
    await page.locator('html').getAttribute('data-brand'),
    'fernlight',
    '<html> is not in the Fernlight brand',
  );

  // An instant shown as its Auckland date: the calendar's dayjs plugins made it into the bundle (they are installed
  // by a module's top-level code, which a bundler drops if the package calls that module side-effect free).
  assert.ok(await page.getByText('Due 05 Apr 2026').isVisible(), 'the due date is not shown in Auckland');

  const opener = page.getByRole('button', { name: 'Extend due date' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Extend your due date' });
  await dialog.waitFor({ state: 'visible', timeout: 5_000 });
  assert.ok(await dialog.getByText('There is no fee.').isVisible(), "the Dialog's content is not visible");
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
  assert.ok(await opener.evaluate((el) => el === el.ownerDocument.activeElement), 'focus did not return to the opener');

  assert.deepEqual(problems, [], 'the page logged errors or warnings');
  passed = true;
  step('passed: the packed design system renders a Button, a Dialog and an Auckland date in Fernlight');
} finally {
  await browser?.close();
  server?.close();
  if (passed && !process.env.KEEP_CONSUMER) rmSync(scratch, { recursive: true, force: true });
  else console.log(`Scratch app kept in ${scratch}`);
}
