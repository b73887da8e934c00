import { browserFetch, CookieJar, locationOf } from './oidc-flow.js';
import type { TestServer } from './test-server.js';

/**
 * The development outbox's page as the developer's browser gets it: the address printed at start (with the key) sets
 * the key's cookie and redirects to the page.
 */
export async function readOutboxPage(server: TestServer): Promise<string> {
  if (!server.outboxUrl) throw new Error('This server has no development outbox (production).');
  const jar = new CookieJar();
  const visit = await browserFetch(jar, server.outboxUrl);
  if (visit.status !== 303) throw new Error(`The outbox's address answered ${visit.status}, expected a 303.`);
  const page = await browserFetch(jar, locationOf(visit, server.outboxUrl));
  if (page.status !== 200) throw new Error(`The outbox answered ${page.status} after its key was given.`);
  return page.text();
}

/** The emails in the outbox, newest first as the page lists them: whom each is to, and its sign-in link if any. */
export async function outboxMessages(server: TestServer): Promise<{ to: string; link: string | null }[]> {
  const page = await readOutboxPage(server);
  return page
    .split('<li>')
    .slice(1)
    .map((item) => ({
      to: /To ([^,<]+),/.exec(item)?.[1] ?? '',
      link: /href="([^"]+\/magic\/[^"]+)"/.exec(item)?.[1]?.replaceAll('&amp;', '&') ?? null,
    }));
}

/** The newest outbox mail to an address whose link opens `path`: the absolute link. */
export async function newestMailLink(server: TestServer, to: string, path: string): Promise<string> {
  const items = (await readOutboxPage(server)).split('<li>').slice(1);
  for (const item of items) {
    const link = /href="([^"]+)"/.exec(item)?.[1];
    if (item.includes(`To ${to},`) && link?.includes(path)) return link;
  }
  throw new Error(`No mail to ${to} with a ${path} link in the outbox.`);
}

/**
 * Opens a link of a change of login email as its reader does: the page, then its one button (a form posting back to
 * the link). The answer to the button.
 */
export async function openLinkAndPressItsButton(link: string): Promise<Response> {
  const page = await fetch(link);
  if (page.status !== 200) return page;
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`The page of ${link} has no form.`);
  return fetch(new URL(action.replaceAll('&amp;', '&'), link), { method: 'POST' });
}

/** POSTs the set-password form of a reset link, as the page's form does. */
export function submitResetPasswordForm(link: string, password: string, confirmation = password): Promise<Response> {
  return fetch(link, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password, confirmation }).toString(),
    redirect: 'manual',
  });
}
