// `npm run bench -w charts`: UsageChart against uPlot and Recharts in Chromium, on a production build of all three.
// Not part of `npm test`: timings are noisy, so this prints medians and ratios measured in the same run and never
// passes or fails on them (conventions: benchmarks live in bench/ and report ratios).
//
//   node bench/run.mjs [--runs N] [--moves N] [--sizes 31,744,8760] [--libraries ours,uplot,recharts] [--json file]
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string' },
    moves: { type: 'string', default: '12' },
    sizes: { type: 'string', default: '31,744,8760' },
    // Leaving Recharts out (seconds per mount at 8,760 points) makes a quick run while iterating on UsageChart.
    libraries: { type: 'string', default: 'ours,uplot,recharts' },
    json: { type: 'string' },
  },
});

/** Measured runs per size after one warm-up run; fewer for a year of hours, where Recharts takes seconds. */
const runsOf = (size) => Number(options.runs ?? (size > 1000 ? 5 : size > 100 ? 9 : 15));
const moves = Number(options.moves);
const sizes = options.sizes.split(',').map(Number);
const libraries = options.libraries.split(',');
const FRAME_MS = 16;
const FIRST_RENDER_GOAL = 5;
/** Script time of UsageChart's first render and re-render at 8,760 points, at most this multiple of uPlot's. */
const UPLOT_SCRIPT_GOAL = 1.5;
const names = { ours: 'ours', uplot: 'uPlot', recharts: 'Recharts' };

// The project's Chromium launch options (e2e/support/chromium.ts, which Node cannot import as TypeScript), plus
// --expose-gc so every measurement starts from a collected heap.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--js-flags=--expose-gc',
];

const benchDir = fileURLToPath(new URL('.', import.meta.url));

async function buildPage() {
  const outDir = await mkdtemp(join(tmpdir(), 'harakeke-charts-bench-'));
  await build({
    configFile: false,
    root: benchDir,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // Workspace packages resolve to their src/ as in Storybook and Vitest, so the bench needs no package build.
    resolve: { conditions: ['@harakeke/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });
  return outDir;
}

const contentTypes = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

function serve(dir) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      if (!file.startsWith(dir) || !(await stat(file)).isFile()) throw new Error('not a file');
      response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const collect = (page) => page.evaluate(() => window.gc?.());

/** Pointer moves across the bars, each far enough from the last to reach another point. */
async function pointerMoves(page) {
  const box = await page.evaluate(() => window.bench.plotBox());
  const xs = Array.from(
    { length: moves + 1 },
    (_, k) => box.left + (box.right - box.left) * (0.05 + (0.9 * k) / moves),
  );
  await page.mouse.move(xs[0], box.middle);
  await page.waitForFunction(() => window.bench.tooltipText() !== '');
  const timings = [];
  for (const x of xs.slice(1)) {
    await page.evaluate(() => window.bench.armTooltip('pointermove'));
    await page.mouse.move(x, box.middle);
    timings.push(await page.evaluate(() => window.bench.tooltipTiming()));
  }
  await page.mouse.move(1, 1);
  return timings;
}

/**
 * ArrowRight on the focused chart: ours is a role=application tab stop; Recharts 3 has its accessibility layer;
 * uPlot has no keyboard access, so nothing is measured for it (n/a).
 */
async function keyMoves(page) {
  if (!(await page.evaluate(() => window.bench.focusChart()))) return [];
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.bench.tooltipText() !== '', undefined, { timeout: 2000 }).catch(() => {});
  if ((await page.evaluate(() => window.bench.tooltipText())) === '') return [];
  const timings = [];
  for (let k = 0; k < moves; k += 1) {
    await page.evaluate(() => window.bench.armTooltip('keydown'));
    await page.keyboard.press('ArrowRight');
    timings.push(await page.evaluate(() => window.bench.tooltipTiming()));
  }
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  return timings;
}

async function measure(page, library, size) {
  await collect(page);
  const first = await page.evaluate(([l, s]) => window.bench.mount(l, s), [library, size]);
  await collect(page);
  const update = await page.evaluate(() => window.bench.update());
  const pointer = await pointerMoves(page);
  const keys = await keyMoves(page);
  await page.evaluate(() => window.bench.unmount());
  return { first, update, pointer, keys };
}

async function main() {
  const outDir = await buildPage();
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  const results = {};
  const breakdowns = {};
  try {
    // Reduced motion switches UsageChart's 0.3 s bar animation off; Recharts' is off by prop: no animation on either side.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => window.bench !== undefined);
    for (const size of sizes) {
      const samples = Object.fromEntries(libraries.map((library) => [library, []]));
      const runs = runsOf(size);
      for (let run = 0; run <= runs; run += 1) {
        // Rotate which library goes first, so drift in the machine's load falls on all of them.
        const order = libraries.map((_, k) => libraries[(k + run) % libraries.length]);
        for (const library of order) {
          const sample = await measure(page, library, size);
          if (run > 0) samples[library].push(sample); // run 0 warms the JIT up
        }
        if (process.stderr.isTTY) process.stderr.write(`\r${size} points: run ${run}/${runs}   `);
      }
      process.stderr.write(`${process.stderr.isTTY ? '\r' : ''}${size} points: ${runs} runs done\n`);
      results[size] = summarise(samples);
    }
    for (const size of sizes) breakdowns[size] = await page.evaluate(([s]) => window.bench.breakdown(s, 15), [size]);
  } finally {
    await browser.close();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
  report(results, breakdowns);
  if (options.json) await writeFile(options.json, `${JSON.stringify({ results, breakdowns }, null, 2)}\n`);
}

function summarise(samples) {
  const measures = {
    'first render': (sample) => [sample.first],
    're-render, new data': (sample) => [sample.update],
    'tooltip, pointer move': (sample) => sample.pointer,
    'tooltip, ArrowRight': (sample) => sample.keys,
  };
  const summary = (timings) => {
    if (timings.length === 0) return null;
    const of = (field) => median(timings.map((timing) => timing[field]));
    return {
      n: timings.length,
      input: of('input'),
      dom: of('dom'),
      paint: of('paint'),
      nextFrame: timings.filter((timing) => timing.frames <= 1).length / timings.length,
    };
  };
  return Object.fromEntries(
    Object.entries(measures).map(([name, pick]) => [
      name,
      Object.fromEntries(Object.entries(samples).map(([library, list]) => [library, summary(list.flatMap(pick))])),
    ]),
  );
}

const ms = (value) => (value === undefined ? 'n/a' : value.toFixed(1));
const ratio = (ours, theirs) => (ours !== undefined && theirs ? (ours / theirs).toFixed(3) : 'n/a');
const percent = (share) => (share === undefined ? 'n/a' : `${Math.round(share * 100)}%`);

function table(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

function report(results, breakdowns) {
  const others = libraries.filter((library) => library !== 'ours');
  const paintRows = [];
  const domRows = [];
  const verdicts = [];
  for (const [size, measures] of Object.entries(results)) {
    for (const [name, summaries] of Object.entries(measures)) {
      const tooltip = name.startsWith('tooltip');
      const ours = summaries.ours;
      const each = (field) => libraries.map((library) => ms(summaries[library]?.[field]));
      const ratios = (field) => others.map((library) => ratio(ours?.[field], summaries[library]?.[field]));
      const slash = (pick) => libraries.map((library) => pick(summaries[library])).join(' / ');
      paintRows.push([
        size,
        name,
        ...each('paint'),
        ...ratios('paint'),
        tooltip ? slash((summary) => percent(summary?.nextFrame)) : '',
        tooltip ? slash((summary) => ms(summary?.input)) : '',
        slash((summary) => summary?.n ?? 0),
      ]);
      domRows.push([size, name, ...each('dom'), ...ratios('dom')]);
    }
    if (Number(size) === 8760) {
      const first = measures['first render'];
      if (first.ours && first.recharts) {
        const speedUp = first.recharts.paint / first.ours.paint;
        verdicts.push(
          `First render at 8,760 points: ${speedUp.toFixed(1)}× faster than Recharts (goal: at least ${FIRST_RENDER_GOAL}×): ${speedUp >= FIRST_RENDER_GOAL ? 'met' : 'NOT met'}.`,
        );
      }
      for (const name of ['first render', 're-render, new data']) {
        const { ours, uplot } = measures[name];
        if (!ours || !uplot) continue;
        const times = ours.dom / uplot.dom;
        verdicts.push(
          `${name[0].toUpperCase()}${name.slice(1)} at 8,760 points: ${times.toFixed(2)}× uPlot's script time ` +
            `(${ms(ours.dom)} against ${ms(uplot.dom)} ms; goal: within ${UPLOT_SCRIPT_GOAL}×): ${times <= UPLOT_SCRIPT_GOAL ? 'met' : 'NOT met'}.`,
        );
      }
      for (const name of ['tooltip, pointer move', 'tooltip, ArrowRight']) {
        const ours = measures[name].ours;
        if (!ours) continue;
        verdicts.push(
          `${name[0].toUpperCase()}${name.slice(1)} at 8,760 points: ${ms(ours.dom)} ms of work from the event to the tooltip in the DOM ` +
            `(goal: within one ${FRAME_MS} ms frame): ${ours.dom <= FRAME_MS ? 'met' : 'NOT met'}; ` +
            `${percent(ours.nextFrame)} painted in the first frame after the input.`,
        );
      }
    }
  }
  const cpu = cpus();
  const labels = libraries.map((library) => names[library]);
  const ratioLabels = others.map((library) => `ours ÷ ${names[library]}`);
  const slashLabel = labels.join(' / ');
  console.log(
    `\nChromium, production builds, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; medians in ms; ` +
      `ratio below 1: UsageChart is faster. uPlot has no keyboard access: its ArrowRight is n/a.`,
  );
  console.log(
    '\nTo the screen: from the mount or update call, or the input time stamp, to the end of the first frame painted with the result.',
  );
  console.log(
    table(
      [
        'points',
        'measure',
        ...labels,
        ...ratioLabels,
        `next frame (${slashLabel})`,
        `input wait (${slashLabel})`,
        `samples (${slashLabel})`,
      ],
      paintRows,
    ),
  );
  console.log(
    '\nScript work: from the call, or the event reaching the page, to the DOM mutation that shows the result ' +
      "(uPlot: to its draw hook's mark on the container).",
  );
  console.log(table(['points', 'measure', ...labels, ...ratioLabels], domRows));
  const steps = [...new Set(Object.values(breakdowns).flatMap((steps) => Object.keys(steps)))];
  console.log("\nUsageChart's pure work per render, each step timed alone (median of 15, ms):");
  console.log(
    table(
      ['step', ...sizes.map(String)],
      steps.map((step) => [step, ...sizes.map((size) => ms(breakdowns[size]?.[step]))]),
    ),
  );
  console.log('');
  for (const verdict of verdicts) console.log(verdict);
}

await main();
