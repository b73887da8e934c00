import { expect, test as base, type BrowserContext } from '@playwright/test';
import { unknownTags } from './brands.js';
import { E2E_DEMO_NOW } from './servers.js';

/** One content-security-policy violation as the browser saw it. */
export interface CspViolation {
  directive: string;
  /** A keyword (inline, eval) or the URL that was blocked. */
  blocked: string;
  /** The page it happened on. */
  page: string;
  /** The script that tried, when the browser knows it. */
  source: string;
}

declare global {
  interface Window {
    /** Exposed by the fixture below: hands a violation to the test runner. */
    __recordCspViolation?: (violation: CspViolation) => void;
  }
}

/**
 * Playwright's `test`, failing any test during which a page broke the server's content security policy: every
 * page of the test's context reports its `securitypolicyviolation` events (an eval caught by a library included,
 * which the console never shows), and any console line about the policy counts too. Every spec imports `test`
 * and `expect` from here.
 */
/**
 * Stands the browser's clock (Date only; timers run as usual) at the servers' demo moment, so the portal's today (a
 * date picker's, the default range of transactions) is the servers'. Every context a journey opens needs it.
 */
export async function useDemoClock(context: BrowserContext): Promise<BrowserContext> {
  await context.clock.setFixedTime(new Date(E2E_DEMO_NOW));
  return context;
}

export const test = base.extend<{ cspViolations: string[]; brandTagsKnown: void }>({
  // A journey's tags say which brands it runs in (support/brands.ts): a misspelt one must not pass unnoticed.
  brandTagsKnown: [
    // Playwright reads what a fixture needs from its first parameter's pattern: this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      expect(
        unknownTags(testInfo.tags),
        'tags that are not brand tags (support/brands.ts; an @ in a title starts a tag)',
      ).toEqual([]);
      await use();
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await use(await useDemoClock(context));
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__recordCspViolation', (_source, violation: CspViolation) => {
        violations.push(
          `${violation.directive} blocked ${violation.blocked} on ${violation.page}` +
            (violation.source ? ` (${violation.source})` : ''),
        );
      });
      // An init script runs before the page's own scripts, and Playwright's are not subject to the page's policy.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__recordCspViolation?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            page: event.documentURI,
            source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '',
          });
        });
      });
      const onConsole = (message: { text(): string }) => {
        if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
      };
      context.on('console', onConsole);
      await use(violations);
      context.off('console', onConsole);
      expect(violations, 'content-security-policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
