import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A wait (findBy…, waitFor) ends as soon as what it waits for shows, so a long limit costs a passing test nothing;
// Testing Library's 1 s default fails tests on a two-core machine busy with the server's suite beside them.
configure({ asyncUtilTimeout: 5_000 });

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
