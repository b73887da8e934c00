// Writes scripts/unit/durations.json, each unit test file's seconds, from a Vitest JSON report:
//   npx vitest run --reporter=json --outputFile=/tmp/unit.json && node scripts/unit/durations.mjs /tmp/unit.json
// Only the order of the files depends on it (longest-first.ts): a stale table makes the step slower, never wrong.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const [report] = process.argv.slice(2);
if (!report) throw new Error('Usage: node scripts/unit/durations.mjs <vitest JSON report>');
const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
const root = new URL('../..', import.meta.url).pathname;
const seconds = Object.fromEntries(
  testResults
    .map(({ name, startTime, endTime }) => [relative(root, name), Math.round((endTime - startTime) / 100) / 10])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(new URL('durations.json', import.meta.url), `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`Recorded ${Object.keys(seconds).length} files.`);
