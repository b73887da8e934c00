import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A console.error or console.warn during a test is a bug (a React warning, a failed prop type, an act()
// leak): it fails the test that caused it.
let consoleProblems: string[] = [];
beforeEach(() => {
  consoleProblems = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  const problems = consoleProblems;
  vi.restoreAllMocks();
  if (problems.length > 0) throw new Error(`The test wrote to the console:\n${problems.join('\n')}`);
});
