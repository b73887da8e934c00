// `npm test`: everything CI checks, in the order that fails fastest, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm run typecheck --silent'],
  ['lint', 'npm run lint --silent'],
  ['unit and component tests', 'npx vitest run'],
  ['build', 'npm run build --silent'],
  ['bundle size budget', 'npm run size --silent'],
  ['design-system consumer app', 'npm run test:consumer --silent -- --no-build'],
  ['storybook build', 'npm run build-storybook --silent'],
  ['visual regression and axe over every story', 'npm run test:visual --silent'],
  ['e2e in Chromium', 'npm run e2e --silent'],
];

const timings = [];
const suiteStarted = Date.now();
/** The per-step times and, under them, the whole run's (also when a step fails). */
const report = () =>
  [...timings, `  ${'total'.padEnd(44)} ${((Date.now() - suiteStarted) / 1000).toFixed(0).padStart(4)} s`].join('\n');
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  timings.push(`  ${name.padEnd(44)} ${seconds.padStart(4)} s`);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${status}). Fix it and run \`npm test\` again.\n${report()}`);
    process.exit(status ?? 1);
  }
}
console.log(`\n✔ All ${steps.length} checks passed.\n${report()}`);
