import { describe, expect, it } from 'vitest';
import { EXPIRED_LINK_DESCRIPTION } from '../src/idp/interactions.js';
import { EVEN_ANSWER_MS } from '../src/idp/even-timing.js';
import { demoCustomers } from '../src/demo/customers.js';
import { browserFetch, followToCallback, redeemCode, startSignIn, type SignInInteraction } from './oidc-flow.js';
import { newestMailLink, outboxMessages, submitResetPasswordForm } from './outbox.js';
import { sendPasswordResetLink } from '../src/idp/account-links.js';
import { useTestServer } from './test-server.js';

// spec 1 §4: the email magic-link policy, its link delivered to the development outbox; spec 1 §8: a used or expired
// link comes back to the portal as AADB2C90208 'The link is expired'.
const [aroha] = demoCustomers;
if (!aroha) throw new Error('The demo customers changed.');

const testServer = useTestServer();

async function askForLink(interaction: SignInInteraction, email: string) {
  return browserFetch(interaction.jar, `${interaction.interactionUrl.href}/magic-link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
}

/** The newest link in the outbox sent to an address. */
async function linkInOutbox(email: string): Promise<string> {
  const link = (await outboxMessages(testServer.current)).find((message) => message.to === email)?.link;
  if (!link) throw new Error(`No sign-in link for ${email} in the outbox.`);
  return link;
}

describe('email magic-link sign-in', () => {
  it('shows an email-only form, emails a link to the outbox, and the link signs the customer in', async () => {
    const interaction = await startSignIn(testServer.current, { policy: 'magic-link' });
    const form = await (await browserFetch(interaction.jar, interaction.interactionUrl)).text();
    expect(form).toContain('Email me a link');
    expect(form).not.toContain('type="password"');

    const sent = await askForLink(interaction, aroha.email);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Check your email');

    const link = await linkInOutbox(aroha.email);
    const opened = await browserFetch(interaction.jar, link);
    const callback = await followToCallback(testServer.current, interaction.jar, opened);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    const tokens = await redeemCode(testServer.current, {
      code: code ?? '',
      state: callback.searchParams.get('state'),
      sentState: interaction.state,
      verifier: interaction.pkce.verifier,
      clientId: interaction.clientId,
      callback,
    });
    expect(tokens.status).toBe(200);
  });

  it('says the same for an address without an account, and sends nothing', async () => {
    const interaction = await startSignIn(testServer.current, { policy: 'magic-link' });
    const sent = await askForLink(interaction, 'nobody@example.nz');
    expect(await sent.text()).toContain('Check your email');
    await expect(linkInOutbox('nobody@example.nz')).rejects.toThrow();
  });

  it('answers an address with an account and one without after the same even delay', async () => {
    // Not a measure of speed: a floor the answer waits for, so its time cannot tell the two apart (afterEvenDelay).
    for (const email of [aroha.email, 'nobody@example.nz']) {
      const interaction = await startSignIn(testServer.current, { policy: 'magic-link' });
      const started = performance.now();
      expect((await askForLink(interaction, email)).status).toBe(200);
      expect(performance.now() - started, email).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 5);
      const forgotStarted = performance.now();
      const forgot = await browserFetch(interaction.jar, `${interaction.interactionUrl.href}/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      });
      expect(forgot.status).toBe(200);
      expect(performance.now() - forgotStarted, email).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 5);
    }
  });

  it('keeps what was typed when it is not an email address', async () => {
    const interaction = await startSignIn(testServer.current, { policy: 'magic-link' });
    const answer = await askForLink(interaction, 'aroha at example');
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('value="aroha at example"');
  });

  it("sends an older attempt's link, opened during a new sign-in, back to the portal as an expired link", async () => {
    const interaction = await startSignIn(testServer.current, { policy: 'magic-link' });
    await askForLink(interaction, aroha.email);
    const link = await linkInOutbox(aroha.email);
    // The same check refuses a link past its lifetime or already used: it is not this sign-in's live link.
    const again = await startSignIn(testServer.current, { policy: 'magic-link' });
    const reused = link.replace(interaction.uid, again.uid);
    const opened = await browserFetch(again.jar, reused);
    const callback = await followToCallback(testServer.current, again.jar, opened);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('error_description')).toBe(EXPIRED_LINK_DESCRIPTION);
    expect(callback.searchParams.get('state')).toBe(again.state);
  });

  it('signs in once: the same link opened again explains itself instead of failing', async () => {
    const interaction = await startSignIn(testServer.current, { policy: 'magic-link' });
    await askForLink(interaction, aroha.email);
    const link = await linkInOutbox(aroha.email);
    await followToCallback(testServer.current, interaction.jar, await browserFetch(interaction.jar, link));
    const reopened = await browserFetch(interaction.jar, link);
    expect(reopened.status).toBe(410);
    expect(await reopened.text()).toContain('The link is expired');
  });

  it('is ended by a password reset made after it was sent', async () => {
    // Whoever can read the mailbox, or holds the link, signs in no more once the customer has reset the password.
    const mere = demoCustomers.find((customer) => customer.email === 'mere@example.nz');
    if (!mere) throw new Error('The demo customers changed.');
    const interaction = await startSignIn(testServer.current, { policy: 'magic-link' });
    await askForLink(interaction, mere.email);
    const link = await linkInOutbox(mere.email);
    if (!testServer.current.db) throw new Error('The test server has no database.');
    await sendPasswordResetLink(testServer.current.db, mere);
    const reset = await newestMailLink(testServer.current, mere.email, '/idp-account/reset-password/');
    expect((await submitResetPasswordForm(reset, 'Pōhutukawa-2027')).status).toBe(200);
    const callback = await followToCallback(
      testServer.current,
      interaction.jar,
      await browserFetch(interaction.jar, link),
    );
    expect(callback.searchParams.get('code')).toBeNull();
    expect(callback.searchParams.get('error_description')).toBe(EXPIRED_LINK_DESCRIPTION);
  });

  it('explains a link opened in another browser instead of failing', async () => {
    const interaction = await startSignIn(testServer.current, { policy: 'magic-link' });
    await askForLink(interaction, aroha.email);
    const link = await linkInOutbox(aroha.email);
    const elsewhere = await fetch(link, { redirect: 'manual' });
    expect(elsewhere.status).toBe(410);
    expect(await elsewhere.text()).toContain('The link is expired');
  });
});
