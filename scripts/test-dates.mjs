// `npm run test:dates`: the unit and component suites (server, portal, design system, charts, contract, calendar)
// under fixed moments of the Auckland calendar, each run with the system clock set there (Debian's libfaketime) and the
// server tests' business clock at the same moment (TEST_NOW, server/test/test-clock.ts). A test that expects what
// the day it was written showed fails on one of these days; the normal `npm test` runs on whatever day it is.
//
//   npm run test:dates                                  every moment below, one after another (about 4 min each)
//   npm run test:dates -- 2026-04-05T12:00:00+12:00     only the moments named
//   npm run test:dates -- --list                        the moments, without running anything
//
// It stops at the first moment that fails and names it; `TEST_NOW=<moment> npx vitest run <file>` (with faketime as
// below) repeats one file there.
import { execFileSync, spawnSync } from 'node:child_process';
import { ensureDebianPackages } from './ensure-debian-packages.mjs';

/** Moments with their offsets, so each names one instant on every machine. */
export const moments = [
  ['2026-02-01T09:00:00+13:00', 'the 1st: a new month in summer (NZDT)'],
  ['2026-02-15T09:00:00+13:00', 'the 15th'],
  ['2026-02-28T18:00:00+13:00', 'the last day of a 28-day February'],
  ['2026-04-05T12:00:00+12:00', 'the clocks go back: a 25-hour day'],
  ['2026-06-01T09:00:00+12:00', 'the 1st in winter (NZST)'],
  ['2026-06-15T09:00:00+12:00', 'the 15th in winter'],
  ['2026-06-30T18:00:00+12:00', 'the last day of a 30-day month'],
  ['2026-09-27T12:00:00+13:00', 'the clocks go forward: a 23-hour day'],
  ['2026-11-28T23:59:30+13:00', 'just before midnight in Auckland (still 10:59 UTC)'],
  ['2026-11-29T00:00:30+13:00', 'just after midnight in Auckland (the UTC date is the day before)'],
  ['2026-12-31T23:59:30+13:00', 'New Year’s Eve in Auckland, just before midnight'],
  ['2027-01-01T00:00:30+13:00', 'New Year’s Day in Auckland, while it is still 2026 in UTC'],
];

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const [moment, why] of moments) console.log(`${moment}  ${why}`);
  process.exit(0);
}
const chosen = args.length > 0 ? args.map((moment) => [moment, 'named']) : moments;
for (const [moment] of chosen) {
  if (Number.isNaN(Date.parse(moment)) || !/(Z|[+-]\d{2}:\d{2})$/.test(moment)) {
    console.error(`Not an ISO 8601 moment with its offset: ${moment}`);
    process.exit(2);
  }
}

ensureDebianPackages(['faketime', 'poppler-utils']);
// The library itself, preloaded into every process of the run (Vitest's workers, the seeding child, PGlite's
// threads): the faketime command's own parsing of its argument depends on the locale and time zone.
const library = execFileSync('dpkg', ['-L', 'libfaketime'], { encoding: 'utf8' })
  .split('\n')
  .find((file) => file.endsWith('/libfaketimeMT.so.1'));
if (!library) {
  console.error('libfaketimeMT.so.1 was not found in the libfaketime package.');
  process.exit(1);
}

const timings = [];
for (const [moment, why] of chosen) {
  console.log(`\n▶ ${moment} (${why})`);
  const started = Date.now();
  // An offset from the real clock, not a start time: every process of the run (Vitest's workers, the seeding child)
  // then reads the same time, as on a machine whose clock was set there.
  const offsetSeconds = Math.round((Date.parse(moment) - Date.now()) / 1000);
  const run = spawnSync('npx', ['vitest', 'run'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_NOW: moment,
      LD_PRELOAD: library,
      FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
    },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push(`  ${moment}  ${String(seconds).padStart(4)} s  ${run.status === 0 ? 'passed' : 'FAILED'}`);
  if (run.status !== 0) {
    console.error(`\n✖ The suites failed at ${moment} (${why}).\n${timings.join('\n')}`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n✔ The suites passed at all ${chosen.length} moments.\n${timings.join('\n')}`);
