import type { Page } from '@playwright/test';
import { aroha } from '../support/demo.js';
import { expect, test } from '../support/fixtures.js';
import { expectWidgetsSettled, signIn } from '../support/shell.js';

/** The issue's bound on the summed layout-shift score of a page's load (Lighthouse's 'good' CLS is 0.1). */
const MAX_LAYOUT_SHIFT = 0.05;

/** One layout shift as the browser reported it, with what moved, for the failure message. */
interface Shift {
  at: number;
  value: number;
  moved: string[];
}

declare global {
  interface Window {
    /** Filled by the init script below from the page's first moment. */
    __layoutShifts?: Shift[];
  }
}

/**
 * Records every layout shift of the pages loaded from now on. An init script runs before the page's own
 * scripts, so a shift during start-up (a web font swapping in, a skeleton replaced) is counted too.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> ${JSON.stringify(text)}`;
    };
    new PerformanceObserver((list) => {
      // A LayoutShift entry; TypeScript's DOM library does not describe it.
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null }> }
      >) {
        // What follows a customer's own input is expected and not counted, as CLS does not count it.
        if (entry.hadRecentInput) continue;
        shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          moved: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits until the page has settled: the boot indicator gone (500 ms after the load event), the fonts loaded, and
 * a moment more, then answers the page's summed layout-shift score and its shifts.
 */
async function settledLayoutShift(page: Page) {
  await expect(page.locator('#boot')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  });
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { score: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

const describeShifts = (shifts: readonly Shift[]) =>
  shifts.map((shift) => `${shift.at} ms: ${shift.value.toFixed(4)} ${shift.moved.join(', ')}`).join('\n');

/** A first visit: nothing in the browser's cache, so the fonts and the app's code arrive as they do for a customer. */
async function clearBrowserCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  // In every brand: each has its own web font and fallback metrics (design-system/src/fonts.css), and a font that
  // swaps in is what moves a page most.
  test.describe(`layout shift, ${viewport.name} @both-brands`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the login page does not move as it loads', async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      const { score, shifts } = await settledLayoutShift(page);
      expect(score, `layout shifts of /login:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });

    test('the dashboard does not move as it loads', async ({ page }) => {
      // Signing in leaves the session in the browser's storage; the measured load is the dashboard opened afresh.
      await signIn(page, aroha.email);
      await expectWidgetsSettled(page);
      await clearBrowserCache(page);
      await recordLayoutShifts(page);
      await page.goto('/account/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible({ timeout: 30_000 });
      await expectWidgetsSettled(page);
      const { score, shifts } = await settledLayoutShift(page);
      expect(score, `layout shifts of the dashboard:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });
  });
}

/** The signed-in tabs besides the dashboard, each opened afresh (spec 1 §2 tabs). */
const TABS = [
  { path: '/account/bill', settled: (page: Page) => page.getByRole('tab', { name: 'Bill period', selected: true }) },
  {
    path: '/account/bill?tab=transactions',
    settled: (page: Page) => page.getByRole('heading', { name: 'Transaction history' }),
  },
  { path: '/account/profile/payment-options', settled: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/account/profile', settled: (page: Page) => page.getByRole('heading', { level: 1 }) },
];

// In the default brand: what moves on these pages is their own layout (a section's skeleton and its content), which
// the brands share; each brand's font swap is measured on the login page and the dashboard above.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`layout shift of the tabs, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Bills, Payment options and Account details do not move as they load', async ({ page }) => {
      await signIn(page, aroha.email);
      await recordLayoutShifts(page);
      const scores: string[] = [];
      let worst = 0;
      for (const tab of TABS) {
        await clearBrowserCache(page);
        await page.goto(tab.path);
        await expect(tab.settled(page)).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
        const { score, shifts } = await settledLayoutShift(page);
        worst = Math.max(worst, score);
        scores.push(`${tab.path}: ${score.toFixed(4)}\n${describeShifts(shifts)}`);
      }
      expect(worst, `layout shifts:\n${scores.join('\n')}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });
  });
}
