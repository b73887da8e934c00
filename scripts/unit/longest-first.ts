import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each test file took in a recent run on the 2-core machine (scripts/unit/durations.mjs writes them). A
 * clean clone has no Vitest cache, and without one Vitest starts the largest files first and one project after the
 * other: a slow file started last ran alone for its last 20 s, and the dom project's slowest held the node
 * project's start.
 */
const recorded: Record<string, number> = JSON.parse(
  readFileSync(new URL('durations.json', import.meta.url), 'utf8'),
) as Record<string, number>;

/** A file the table does not know yet: about a server test file's time, so a new area's file starts mid-run. */
const UNKNOWN_SECONDS = 2;

/**
 * Longest first within each project: the slowest files start while the many short ones fill the other worker, so
 * both workers end at about the same time. Projects still run one after the other, as Vitest orders them: mixed,
 * each switch starts a worker without the project's modules (the whole step took 325 s instead of 256 s). The last
 * run's times (Vitest's cache) win over the table.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const expected = (spec: TestSpecification) => {
      const path = relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      if (cached && !cached.failed) return cached.duration / 1000;
      return recorded[path] ?? UNKNOWN_SECONDS;
    };
    const seconds = new Map(files.map((spec) => [spec, expected(spec)]));
    return [...files].sort(
      (a, b) =>
        a.project.name.localeCompare(b.project.name) ||
        Number(Boolean(b.project.config.isolate)) - Number(Boolean(a.project.config.isolate)) ||
        (seconds.get(b) ?? 0) - (seconds.get(a) ?? 0),
    );
  }
}
