// `npm test`: everything CI checks, in the order that fails fastest, stopping at the first failure.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The steps in order; the checks of one inner list run at the same time. Type-checking and linting each keep one core
 * busy and neither reads what the other writes, so on two cores the pair takes about as long as the slower one.
 */
const steps = [
  [
    ['typecheck', 'npm run typecheck --silent'],
    ['lint', 'npm run lint --silent'],
  ],
  [['unit and component tests', 'npx vitest run']],
  [['build', 'npm run build --silent']],
  [['bundle size budget', 'npm run size --silent']],
  [['design-system consumer app', 'npm run test:consumer --silent -- --no-build']],
  [['storybook build', 'npm run build-storybook --silent']],
  [['test suite size budget', 'node scripts/suite-budget.mjs']],
  [['visual regression and axe over every story', 'npm run test:visual --silent']],
  [['e2e in Chromium', 'npm run e2e --silent']],
];

const timings = [];
const suiteStarted = Date.now();
const line = (name, seconds) => `  ${name.padEnd(44)} ${seconds.toFixed(0).padStart(4)} s`;
/** The per-step times and, under them, the whole run's (also when a step fails). */
const report = () => [...timings, line('total', (Date.now() - suiteStarted) / 1000)].join('\n');

/**
 * Runs one check. Alone, its output streams as it comes; beside another, it is collected and printed whole when the
 * check ends, so the two do not interleave.
 */
function run([name, command], alone) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      timings.push(line(name, (Date.now() - started) / 1000));
      resolve({ name, status });
    });
  });
}

for (const group of steps) {
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    console.error(`\n✖ ${failed.name} failed (exit ${failed.status}). Fix it and run \`npm test\` again.\n${report()}`);
    process.exit(failed.status ?? 1);
  }
}
console.log(`\n✔ All ${steps.flat().length} checks passed.\n${report()}`);

// What this run says of the suite with every area built (docs/testing.md "25 areas in 25 minutes"): a report, since
// a time on a shared machine is too noisy to fail on; the counts it rests on are checked (scripts/suite-budget.mjs).
const { toBuild, perArea } = JSON.parse(readFileSync(new URL('suite-budget.json', import.meta.url), 'utf8'));
const total = (Date.now() - suiteStarted) / 1000;
const projected = total + toBuild.length * perArea.seconds;
console.log(
  `  with the ${toBuild.length} areas still to build at about ${perArea.seconds} s each: ` +
    `${projected.toFixed(0)} s (${(projected / 60).toFixed(1)} min, of 25)`,
);
