#!/usr/bin/env node
// The test suite's size budget: `npm test` must stay under 25 minutes on two cores with every area of the spec built
// (docs/testing.md "25 areas in 25 minutes"). Its browser tests are what each area adds most of, so they are counted
// here, before they run: the visual tests (a story in a brand) and the e2e runs (a journey in a brand), each from
// Playwright's own list. The suite passes when what it has today, plus each area still to build at its share
// (scripts/suite-budget.json perArea), fits the limits; an area over its share is paid for by one under it.
//
//   node scripts/suite-budget.mjs            check (exit 1 when over), with a table of what each area costs
//
// Counts, not times: a count is the same on every machine, so the check never fails on a slow day. The seconds
// printed beside the counts are the model docs/testing.md derives from the last clean run's per-test costs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const budget = JSON.parse(readFileSync(resolve(repoRoot, 'scripts/suite-budget.json'), 'utf8'));

/**
 * Core-seconds a test costs, from the last clean run (docs/testing.md "Time"), and the two cores sharing them: a
 * visual test 0.30 s of its step (four pages on two cores). An e2e run costs 5.1 on average, but an area's journey
 * (a form filled in, a call refused, a page left and come back to) about 8: its share is counted at that.
 */
const COST = { visualTest: 0.6, e2eRun: 5.1, areaE2eRun: 8 };
const CORES = 2;

/** Every test of a Playwright config, as `--list` finds them: [file, title, project]. */
function listed(config) {
  const json = execFileSync('npx', ['playwright', 'test', '-c', config, '--list', '--reporter=json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CI: '1' },
  });
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) tests.push({ file: spec.file, title: spec.title, project: test.projectName });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(json).suites) walk(suite);
  return tests;
}

/** The story files of the built Storybook, by the title its visual test carries (`${title} / ${name}`). */
function storyFiles() {
  const index = JSON.parse(readFileSync(resolve(repoRoot, 'storybook-static/index.json'), 'utf8'));
  return new Map(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => [`${entry.title} / ${entry.name}`, entry.importPath]),
  );
}

/** What part of the product a file tests: a portal feature, the components (design system, charts), or the shell. */
function partOf(file) {
  const feature = /(?:^|\/)portal\/src\/features\/([^/]+)\//.exec(file)?.[1];
  if (feature) return feature;
  if (/(?:^|\/)(design-system|charts)\/src\//.test(file)) return 'design system and charts';
  return 'shell and sign-in';
}

/** A journey's part: the feature its file is named after (`journeys/<feature>[-…].spec.ts`), or the shell. */
function journeyPartOf(file, features) {
  if (file.startsWith('a11y/')) return 'every page (axe)';
  const name = /journeys\/([^/]+)\.spec\.ts$/.exec(file)?.[1] ?? '';
  const feature = [...features]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => name === candidate || name.startsWith(`${candidate}-`));
  return feature ?? 'shell and sign-in';
}

const stories = storyFiles();
const visual = listed('e2e/visual.config.ts');
const e2e = listed('e2e/playwright.config.ts');

const parts = new Map();
const count = (part, kind) => {
  const row = parts.get(part) ?? { visualTests: 0, e2eRuns: 0 };
  row[kind] += 1;
  parts.set(part, row);
};
for (const test of visual) count(partOf(stories.get(test.title) ?? test.file), 'visualTests');
const features = new Set([...parts.keys()].filter((part) => !part.includes(' ')));
for (const test of e2e) count(journeyPartOf(test.file, features), 'e2eRuns');

const seconds = ({ visualTests, e2eRuns }) => (visualTests * COST.visualTest + e2eRuns * COST.e2eRun) / CORES;
const now = { visualTests: visual.length, e2eRuns: e2e.length };
const toBuild = budget.toBuild.length;
const projected = {
  visualTests: now.visualTests + toBuild * budget.perArea.visualTests,
  e2eRuns: now.e2eRuns + toBuild * budget.perArea.e2eRuns,
};

const pad = (value, width) => String(value).padStart(width);
console.log(`${'part'.padEnd(28)} ${pad('visual tests', 12)} ${pad('e2e runs', 9)} ${pad('about', 7)}`);
for (const [part, row] of [...parts].sort(([, a], [, b]) => seconds(b) - seconds(a))) {
  console.log(
    `${part.padEnd(28)} ${pad(row.visualTests, 12)} ${pad(row.e2eRuns, 9)} ${pad(seconds(row).toFixed(0), 5)} s`,
  );
}
console.log(
  `\nToday: ${now.visualTests} visual tests and ${now.e2eRuns} e2e runs. With the ${toBuild} areas still to build at ` +
    `${budget.perArea.visualTests} visual tests and ${budget.perArea.e2eRuns} e2e runs each (about ` +
    `${((budget.perArea.visualTests * COST.visualTest + budget.perArea.e2eRuns * COST.areaE2eRun) / CORES).toFixed(0)} s ` +
    `of browser tests): ${projected.visualTests} of ${budget.limits.visualTests} and ` +
    `${projected.e2eRuns} of ${budget.limits.e2eRuns}.`,
);

const built = budget.toBuild.filter((area) => parts.get(area)?.e2eRuns);
if (built.length) {
  console.log(`Journeys of ${built.join(', ')} already run: remove them from toBuild in scripts/suite-budget.json.`);
}
const over = Object.keys(projected).filter((kind) => projected[kind] > budget.limits[kind]);
if (over.length) {
  console.error(
    `\n✖ Over the suite's budget (${over.join(', ')}): at this size, 25 areas would not test in 25 minutes. Test a ` +
      'rule once in its table, a state in jsdom (or a `no-screenshot` story), and a journey in one brand ' +
      '(docs/testing.md "What goes where"); or pay for it in an area under its share.',
  );
  process.exit(1);
}
