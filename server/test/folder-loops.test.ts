import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * docs/conventions.md "No folder loops": two folders of src/ never import each other, directly or round a longer
 * loop. The files at src/'s top (app.ts, api-areas.ts, demo-seed.ts, main.ts…) compose the folders and import them
 * all, so they are left out; type-only imports count, since a type moved with its folder breaks the other one too.
 */

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The folder of src/ a file sits in, or null for the files at src/'s top. */
function folderOf(file: string): string | null {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length > 1 ? parts[0]! : null;
}

function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

/** folder → folder → the imports that make that arrow ("file -> file"). */
function folderImports(): Map<string, Map<string, string[]>> {
  const arrows = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = resolved(file, fileName);
      const to = target && folderOf(target);
      if (!target || !to || to === from) continue;
      const byTarget = arrows.get(from) ?? new Map<string, string[]>();
      arrows.set(from, byTarget);
      byTarget.set(to, [...(byTarget.get(to) ?? []), `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`]);
    }
  }
  return arrows;
}

/** The groups of two or more folders that reach each other (Tarjan's strongly connected components). */
function loopsOf(arrows: Map<string, Map<string, string[]>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, next);
    low.set(folder, next);
    next += 1;
    stack.push(folder);
    for (const to of arrows.get(folder)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (stack.includes(to)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== folder);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const folder of arrows.keys()) if (!index.has(folder)) visit(folder);
  return loops;
}

describe("the server's folders", () => {
  it('import each other in no loop', () => {
    const arrows = folderImports();
    const described = loopsOf(arrows).map((group) =>
      group.flatMap((from) =>
        [...(arrows.get(from) ?? [])]
          .filter(([to]) => group.includes(to))
          .flatMap(([to, imports]) => [`${from} -> ${to}:`, ...imports.map((line) => `  ${line}`)]),
      ),
    );
    expect(described).toEqual([]);
  });

  it('are read by this test', () => {
    // Guards the test itself: the areas' routes import http/, so an empty map would mean the imports went unread.
    expect(folderImports().get('bills')?.has('http')).toBe(true);
  });
});
