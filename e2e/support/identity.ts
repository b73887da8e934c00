import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { brandServers } from './servers.js';

/** Mirrors server/src/demo/customers.ts: the customer no other journey signs in as, for the password journeys. */
export const rangi = { email: 'rangi@example.nz', firstName: 'Rangi' };

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts');

/**
 * The development outbox's key of a project's server: the server leaves it in its database directory
 * (server/src/idp/outbox.ts, OUTBOX_KEY_FILE), which the Playwright config names per brand and port.
 */
function outboxKeyOf(projectName: string): string {
  const server = brandServers.find((candidate) => candidate.brand === projectName);
  if (!server) throw new Error(`No e2e server for project ${projectName}`);
  return readFileSync(path.join(artifacts, `${server.brand}-${server.port}`, 'outbox-key'), 'utf8').trim();
}

/**
 * The newest link in the outbox mailed to `to` whose address contains `pathPart`, read as the developer reads it:
 * the address with the key sets the outbox's cookie, which then opens the page.
 */
export async function linkInOutbox(baseURL: string, projectName: string, to: string, pathPart: string) {
  const visit = await fetch(`${baseURL}/idp/outbox?key=${encodeURIComponent(outboxKeyOf(projectName))}`, {
    redirect: 'manual',
  });
  expect(visit.status, 'the outbox accepts its key').toBe(303);
  const cookie = (visit.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const page = await (await fetch(`${baseURL}/idp/outbox`, { headers: { Cookie: cookie } })).text();
  for (const item of page.split('<li>').slice(1)) {
    const link = /href="([^"]+)"/.exec(item)?.[1]?.replaceAll('&amp;', '&');
    if (item.includes(`To ${to},`) && link?.includes(pathPart)) return link;
  }
  throw new Error(`No mail to ${to} with a ${pathPart} link in the outbox.`);
}

/** Sets a new password on a reset link's page, as the customer does. */
export async function setNewPassword(page: Page, password: string, confirmation = password) {
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(confirmation);
  await page.getByRole('button', { name: 'Set password' }).click();
}

/** From the sign-in page: 'Forgot your password?', then the address to send the reset link to. */
export async function askForResetLink(page: Page, email: string) {
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText('If an account uses this address, we’ve sent it a link')).toBeVisible();
}
