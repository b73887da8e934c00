#!/usr/bin/env node
// Size budget of the portal: the gzipped JavaScript a browser loads for a first visit to each route.
//
//   npm run size                  check against portal/size-budget.json (exit 1 when a route is over)
//   npm run size -- --update      write the budget as today's size + 3%, rounded up to the next 100 bytes, and
//                                 never above a route's ceiling (CEILINGS)
//   npm run size -- --verbose     also list every file counted per route
//   npm run size -- --json        print the measurement as JSON instead of the table (the e2e size check reads it)
//
// Reads the Vite manifest of `vite build` (portal/vite.config.ts sets build.manifest), so build the portal first.
// A route's JavaScript is the entry chunk of index.html, the route's lazily imported screen, and the modules the
// route imports lazily at once on a first visit (the dashboard's widgets), each with its static imports followed
// recursively; a file shared by several is counted once. What a route imports lazily later, as the customer opens it
// (a dialog, a form, a tab's panel), is budgeted on its own as 'opened <chunk>': what it adds to the route.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What every signed-in route loads besides its screen: the account pages' layout (when built as its own chunk) and
 * the signed-in start-up, which the entry imports lazily at once. Each must be a dynamic import of a chunk the route
 * loads (checked, so a renamed module fails here).
 */
const ACCOUNT_SHELL = { optional: ['src/app/AccountLayout.tsx'], lazy: ['src/app/session-start-up.ts'] };
/** The dashboard: each widget's code loads with its widget, in a chunk of its own, budgeted below (widgets). */
const DASHBOARD = '/account/dashboard';
/** The widgets a dashboard usually starts with (the demo customers'), by type: reported with the dashboard. */
const USUAL_WIDGETS = ['heroMessage', 'billSummary', 'accountSummary', 'usageGraph'];
const ENTRY_KEY = 'index.html';
// Small on purpose: the budget is brought down as routes shrink, and growth should be a decision, not drift.
const HEADROOM = 1.03;
/** Ceilings the budget never rises above, whatever today's size (the performance targets in docs/performance.md). */
const CEILINGS = { '/login': 120_000, [DASHBOARD]: 150_000 };
/**
 * Where every route is headed (docs/performance.md): /login and the dashboard within their ceilings, every other
 * route no more than the dashboard, and a route's own code (beyond the entry and the account shell) within 40 kB.
 * Shown beside each route; the budget, not the target, fails the check, so a route over its target cannot grow
 * while it is brought down.
 */
const targetOf = (route) => CEILINGS[route] ?? CEILINGS[DASHBOARD];
const OWN_CODE_TARGET = 40_000;
/** No widget's own code may pass this, whatever today's size: a widget that needs more loads the rest on demand. */
const WIDGET_CEILING = 35_000;

const { values: options } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    verbose: { type: 'boolean', short: 'v', default: false },
    json: { type: 'boolean', default: false },
    // For testing against another build: both resolved from the current directory.
    dist: { type: 'string', default: join(repoRoot, 'portal/dist') },
    budget: { type: 'string', default: join(repoRoot, 'portal/size-budget.json') },
  },
});
const distDir = resolve(options.dist);
const budgetPath = resolve(options.budget);
const manifestPath = join(distDir, '.vite/manifest.json');

/** A path for messages: relative to the current directory when inside it. */
function shown(path) {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

function fail(message) {
  console.error(`size: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestPath)) {
  fail(
    `no Vite manifest at ${shown(manifestPath)}.\n` +
      '  Build the portal first: npm run build -w portal (portal/vite.config.ts must set build.manifest: true).',
  );
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

if (!manifest[ENTRY_KEY]?.isEntry) {
  fail(`the manifest has no entry for ${ENTRY_KEY}; is ${manifestPath} from the portal's vite build?`);
}

/** The output files of a manifest chunk and all its static imports, recursively. */
function staticClosure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest refers to ${key} but has no entry for it; rebuild the portal.`);
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files, seen);
  return files;
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const path = join(distDir, file);
    if (!existsSync(path)) fail(`${file} is in the manifest but not in ${distDir}; rebuild the portal.`);
    gzipCache.set(file, gzipSync(readFileSync(path), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

const isJavaScript = (file) => /\.m?js$/.test(file);

/** Source module -> the file it was bundled into (portal/vite.config.ts, chunkModules): grouped modules have no
 * manifest entry of their own. */
const modulesPath = join(distDir, '.vite/chunk-modules.json');
const bundledIn = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : {};
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The manifest key of the chunk a module is in: its own entry, or the chunk group's that holds it. */
function chunkKey(moduleKey) {
  if (manifest[moduleKey]) return moduleKey;
  return keyOfFile.get(bundledIn[moduleKey]);
}

/** Every route the features' manifests declare, with its screen's module (written by the build: portal/vite.config.ts). */
const screensPath = join(distDir, '.vite/route-screens.json');
if (!existsSync(screensPath)) fail(`no ${shown(screensPath)}: rebuild the portal.`);
const ROUTES = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(screensPath, 'utf8')))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, screen]) => [
      route,
      route.startsWith('/account/')
        ? { required: [screen], ...ACCOUNT_SHELL }
        : { required: [screen], optional: [], lazy: [] },
    ]),
);
if (!ROUTES['/login'] || !ROUTES[DASHBOARD]) fail('the build lists no /login or dashboard route; rebuild the portal.');

const measured = Object.entries(ROUTES).map(([route, modules]) => {
  const missing = [...modules.required, ...modules.lazy].filter((key) => !chunkKey(key));
  if (missing.length > 0) {
    fail(
      `route ${route}: ${missing.join(', ')} is not in the manifest.\n` +
        '  Build the portal first, and import the screen or widget lazily (React.lazy / import()) so it gets its own ' +
        'chunk.',
    );
  }
  const required = modules.required.map(chunkKey);
  const optional = modules.optional.map(chunkKey).filter(Boolean);
  const lazy = modules.lazy.map(chunkKey);
  const files = new Set();
  const seen = new Set();
  for (const key of [ENTRY_KEY, ...required, ...optional]) staticClosure(key, files, seen);
  const importedLazily = new Set([...seen].flatMap((key) => manifest[key].dynamicImports ?? []));
  // A module grouped into a chunk the route already loads statically needs no dynamic import of its own.
  const unreachable = modules.lazy.filter((key, index) => !importedLazily.has(lazy[index]) && !seen.has(lazy[index]));
  if (unreachable.length > 0) {
    fail(
      `route ${route}: no chunk the route loads imports ${unreachable.join(', ')}; update ROUTES in scripts/size.mjs.`,
    );
  }
  for (const key of lazy) staticClosure(key, files, seen);
  const js = [...files].filter(isJavaScript);
  const bytes = js.reduce((sum, file) => sum + gzipSize(file), 0);
  return { route, bytes, files: js, seen };
});

/** The files a module's chunk brings beyond those of the dashboard: the widget's own code. */
function ownFiles(moduleKey, base) {
  const files = new Set();
  staticClosure(chunkKey(moduleKey), files, new Set());
  return [...files].filter((file) => isJavaScript(file) && !base.has(file));
}

/** The JavaScript of some modules with their static imports. */
function closureOf(keys) {
  const files = new Set();
  const seen = new Set();
  for (const key of keys) staticClosure(key, files, seen);
  return new Set([...files].filter(isJavaScript));
}
const chunkName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.m?js$/, '');

const dashboard = measured.find(({ route }) => route === DASHBOARD);
const dashboardFiles = new Set(dashboard.files);
// Each dashboard widget's module, as the features' manifests declare it (written by the build: portal/vite.config.ts).
const widgetsPath = join(distDir, '.vite/widget-modules.json');
const widgetTypes = existsSync(widgetsPath) ? JSON.parse(readFileSync(widgetsPath, 'utf8')) : {};
const widgetModules = Object.keys(widgetTypes);
if (widgetModules.length === 0) fail('no dashboard widget declared in the build; rebuild the portal.');
for (const key of widgetModules.sort()) {
  if (!chunkKey(key)) fail(`widget ${key} is not in the manifest; rebuild the portal.`);
  const files = ownFiles(key, dashboardFiles);
  const name = `widget ${widgetTypes[key]}`;
  measured.push({ route: name, bytes: files.reduce((sum, file) => sum + gzipSize(file), 0), files, widget: true });
}

// What a route loads later, when the customer opens it: a dialog, a form, a tab's panel (each a dynamic import of a
// chunk the route loads, other than a widget, the signed-in start-up or what the entry imports lazily: the router's
// screens and layouts, the footer, the analytics call). Each is budgeted by what it adds to the route it opens on,
// the largest where several routes open it, as 'opened <chunk>'.
const notOpenedLater = new Set(
  [...(manifest[ENTRY_KEY].dynamicImports ?? []), ...[...widgetModules, ...ACCOUNT_SHELL.lazy].map(chunkKey)].filter(
    Boolean,
  ),
);
const openedLater = new Map();
for (const { route, files, seen } of measured.filter(({ widget }) => !widget)) {
  const loaded = new Set(files);
  for (const key of new Set([...seen].flatMap((chunk) => manifest[chunk].dynamicImports ?? []))) {
    if (seen.has(key) || notOpenedLater.has(key)) continue;
    const added = [...closureOf([key])].filter((file) => !loaded.has(file));
    const bytes = added.reduce((sum, file) => sum + gzipSize(file), 0);
    const name = `opened ${chunkName(manifest[key].file)}`;
    if (bytes > (openedLater.get(name)?.bytes ?? -1))
      openedLater.set(name, { route: name, bytes, files: added, on: route });
  }
}
for (const name of [...openedLater.keys()].sort()) measured.push({ ...openedLater.get(name), opened: true });

// Each shared file the two routes load, budgeted on its own: a route within its budget can still hide one chunk
// growing while another shrank.
const sharedFiles = [...new Set(measured.flatMap(({ files, widget, opened }) => (widget || opened ? [] : files)))];
for (const file of sharedFiles.sort()) {
  measured.push({ route: `chunk ${chunkName(file)}`, bytes: gzipSize(file), files: [file], chunk: true });
}

// A dashboard is served with every widget's file preloaded beside its screen (portal/vite.config.ts, routePreloads):
// a widget missing there loads only once the widget list has named it, one round trip late.
const preloadsPath = join(distDir, '.vite/route-preloads.json');
if (existsSync(preloadsPath)) {
  const preloaded = new Set(JSON.parse(readFileSync(preloadsPath, 'utf8'))[DASHBOARD] ?? []);
  const late = widgetModules.filter((key) => !preloaded.has(manifest[chunkKey(key)].file));
  if (late.length > 0) fail(`the dashboard does not preload the code of ${late.join(', ')} (route-preloads.json).`);
}

/** For the record, not budgeted: the dashboard with the widgets it usually starts with. */
const usualFiles = new Set(dashboard.files);
for (const type of USUAL_WIDGETS) {
  const key = widgetModules.find((module) => widgetTypes[module] === type);
  if (!key) fail(`no widget of type ${type} is declared; update USUAL_WIDGETS in scripts/size.mjs.`);
  for (const file of ownFiles(key, usualFiles)) usualFiles.add(file);
}
const usualBytes = [...usualFiles].reduce((sum, file) => sum + gzipSize(file), 0);
/** The route name under which --json reports it (the e2e check compares it with what a browser loads). */
const USUAL_DASHBOARD = '/account/dashboard with its usual widgets';

/** What a route shares with every other of its kind: the entry, and for signed-in routes the account shell. */
const publicBase = closureOf([ENTRY_KEY]);
const accountBase = closureOf([
  ENTRY_KEY,
  ...ACCOUNT_SHELL.optional.map(chunkKey).filter(Boolean),
  ...ACCOUNT_SHELL.lazy.map(chunkKey),
]);
/** A route's own code: what it loads beyond what every route of its kind loads. */
const ownBytes = ({ route, files }) => {
  const base = route.startsWith('/account/') ? accountBase : publicBase;
  return files.filter((file) => !base.has(file)).reduce((sum, file) => sum + gzipSize(file), 0);
};

const kB = (bytes) => (bytes / 1000).toFixed(2);
const ceilingOf = (route) =>
  route.startsWith('widget ') ? WIDGET_CEILING : (CEILINGS[route] ?? Number.POSITIVE_INFINITY);

/** Each route's own code and the targets it misses (docs/performance.md), worked out once. */
const standings = new Map(
  measured
    .filter(({ widget, chunk, opened }) => !widget && !chunk && !opened)
    .map((entry) => {
      const own = ownBytes(entry);
      const target = targetOf(entry.route);
      const misses = [
        entry.bytes > target && `${kB(target)} kB`,
        own > OWN_CODE_TARGET && `own ${kB(OWN_CODE_TARGET)} kB`,
      ].filter(Boolean);
      return [entry.route, { own, misses }];
    }),
);
/** A row's own-code and target cells; empty for a widget or a chunk. */
function targetCells(route) {
  const standing = standings.get(route);
  if (!standing) return ['', ''];
  return [kB(standing.own), standing.misses.length ? `over ${standing.misses.join(', ')}` : 'met'];
}

function printTable(rows) {
  const table = [['route', 'gzip kB', 'budget kB', '', 'own kB', 'target'], ...rows];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  for (const row of table) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
  }
}

function printFiles() {
  if (!options.verbose) return;
  for (const { route, files, on } of measured) {
    console.log(on ? `\n${route} (the most it adds, on ${on})` : `\n${route}`);
    for (const file of [...files].sort((a, b) => gzipSize(b) - gzipSize(a))) {
      console.log(`  ${kB(gzipSize(file)).padStart(8)} kB  ${file}`);
    }
  }
}

if (options.update) {
  const budget = Object.fromEntries(
    measured.map(({ route, bytes }) => [route, Math.min(Math.ceil((bytes * HEADROOM) / 100) * 100, ceilingOf(route))]),
  );
  writeFileSync(budgetPath, `${JSON.stringify(budget, null, 2)}\n`);
  printTable(
    measured.map(({ route, bytes }) => [route, kB(bytes), kB(budget[route]), 'updated', ...targetCells(route)]),
  );
  printFiles();
  console.log(`\nWrote ${shown(budgetPath)} (today's size + 3%).`);
  process.exit(0);
}

if (!existsSync(budgetPath)) fail(`no budget file at ${shown(budgetPath)}; create it with: npm run size -- --update`);
const budget = JSON.parse(readFileSync(budgetPath, 'utf8'));

let failed = false;
if (options.json) {
  const report = measured.map(({ route, bytes, files }) => ({
    route,
    gzipBytes: bytes,
    budget: budget[route] ?? null,
    files: files.map((file) => ({ file, gzipBytes: gzipSize(file) })),
  }));
  const checked = report.every(({ gzipBytes, budget: limit }) => limit !== null && gzipBytes <= limit);
  const usual = [...usualFiles].filter(isJavaScript);
  report.push({
    route: USUAL_DASHBOARD,
    gzipBytes: usualBytes,
    budget: null,
    files: usual.map((file) => ({ file, gzipBytes: gzipSize(file) })),
  });
  console.log(JSON.stringify(report, null, 2));
  process.exit(checked ? 0 : 1);
}
const rows = measured.map(({ route, bytes }) => {
  const limit = budget[route];
  if (typeof limit !== 'number') {
    failed = true;
    return [route, kB(bytes), '-', 'no budget', ...targetCells(route)];
  }
  const over = bytes > limit || bytes > ceilingOf(route);
  failed ||= over;
  return [route, kB(bytes), kB(limit), over ? `OVER by ${kB(bytes - limit)} kB` : 'ok', ...targetCells(route)];
});
const overTarget = [...standings].filter(([, { misses }]) => misses.length > 0).map(([route]) => route);
printTable(rows);
console.log(`\n(for the record, not budgeted) ${USUAL_DASHBOARD}: ${kB(usualBytes)} kB`);
if (overTarget.length > 0) {
  console.log(`${overTarget.length} route(s) over their target (docs/performance.md): ${overTarget.join(', ')}.`);
}
printFiles();

if (failed) {
  console.error(
    '\nsize: over budget. Shrink the route (lazy-load what the first view does not need) or, if the growth is ' +
      'deliberate, raise the budget with: npm run size -- --update',
  );
  process.exit(1);
}
