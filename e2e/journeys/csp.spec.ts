import type { Page, Response } from '@playwright/test';
import { aroha, signInFromLoginPage } from '../support/demo.js';
import { expect, test } from '../support/fixtures.js';
import { openMenu, routeOutage } from '../support/shell.js';

/** The directives of a content security policy by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

/** Every document the page loads from now on, redirects included. */
function recordDocuments(page: Page): Response[] {
  const documents: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.frame() === page.mainFrame()) {
      documents.push(response);
    }
  });
  return documents;
}

/** Scripts from this origin's files only: an injected inline script, event handler or eval does not run. */
function expectStrictPolicy(response: Response) {
  const label = `${response.status()} ${new URL(response.url()).pathname}`;
  const policy = directives(response.headers()['content-security-policy']);
  expect(policy.get('script-src'), label).toEqual(["'self'"]);
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(policy.get('report-uri'), label).toEqual(['/csp-report']);
}

const paths = (documents: Response[]) => documents.map((response) => new URL(response.url()).pathname);

test.describe('the content security policy', () => {
  test('covers every page of signing in, the dashboard and signing out', async ({ page }) => {
    const documents = recordDocuments(page);
    await page.goto('/login');
    await signInFromLoginPage(page, aroha.email);
    await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible();
    await openMenu(page);
    // The sign-out page confirms with its script file (/idp-assets/sign-out.js), allowed by script-src 'self'.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const visited = paths(documents);
    for (const path of ['/login', '/idp/auth', '/auth/redirect/', '/idp/session/end', '/idp/session/end/confirm']) {
      expect(visited, visited.join(' → ')).toContain(path);
    }
    expect(
      visited.some((path) => path.startsWith('/idp/interaction/')),
      visited.join(' → '),
    ).toBe(true);
    for (const document of documents) expectStrictPolicy(document);
  });

  test('covers the outage and general-error pages @fernlight', async ({ page }) => {
    await routeOutage(page, { isOn: true, shouldNotify: true, period: 'from 9pm to 11pm tonight' });
    const outage = await page.goto('/outage');
    expect(outage).not.toBeNull();
    if (outage) expectStrictPolicy(outage);
    await expect(page.getByRole('heading', { level: 1, name: 'We’re doing some maintenance' })).toBeVisible();

    await page.unrouteAll();
    const error = await page.goto('/general-error');
    expect(error).not.toBeNull();
    if (error) expectStrictPolicy(error);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  });

  test('stops a script injected into the portal, and the fixture sees the violation', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // As an injected <script> or markup would: the browser refuses it instead of running it.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return document.body.dataset.injected === 'ran';
    });
    expect(ran).toBe(false);
    // Seen twice: by the page's violation event and by the console.
    await expect.poll(() => cspViolations.some((line) => line.startsWith('script-src-elem blocked inline'))).toBe(true);
    await expect.poll(() => cspViolations.some((line) => line.startsWith('console:'))).toBe(true);
    // The violation was expected here; the fixture would otherwise fail the test for it.
    cspViolations.length = 0;
  });
});
