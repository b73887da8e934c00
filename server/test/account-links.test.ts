import {
  changeEmail,
  getUserMetadata,
  problemSchema,
  requestEmailVerification,
  requestPasswordReset,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../src/demo/customers.js';
import { PASSWORD_MESSAGES, passwordRuleError } from '../src/idp/password-rule.js';
import { demoCustomer, useCustomerApi } from './customer-api.js';
import {
  browserFetch,
  expectInvalidGrant,
  openSignInPage,
  refreshTokens,
  signInForTokens,
  signsInWith,
  startSignIn,
} from './oidc-flow.js';
import { newestMailLink, openLinkAndPressItsButton, outboxMessages, submitResetPasswordForm } from './outbox.js';

// Account settings' emailed links (spec 1 §4 and §7): changing the login email, verifying it (spec 1 §8's bar), and
// resetting the password under spec 1 §5's rule, signed in or from 'Forgot your password?' on the sign-in page.
const hemi = demoCustomer(demoCustomers, 'hemi@example.nz');
const ana = demoCustomer(demoCustomers, 'ana@example.nz');
const kiri = demoCustomer(demoCustomers, 'kiri@example.nz');

const { server, call, useToken } = useCustomerApi([hemi, ana, kiri]);

const newestLink = (to: string, path: string) => newestMailLink(server.current, to, path);
const signsIn = (email: string, password: string) => signsInWith(server.current, email, password);

async function metadataOf(customer: { id: string }) {
  return getUserMetadata.response.parse(await (await call(customer, 'GET', getUserMetadata.path)).json());
}

describe('the password rule (spec 1 §5: 8 to 75 characters, no whitespace)', () => {
  it.each([
    ['', PASSWORD_MESSAGES.tooShort],
    ['Short1!', PASSWORD_MESSAGES.tooShort],
    ['Exactly8', undefined],
    ['a'.repeat(75), undefined],
    ['a'.repeat(76), PASSWORD_MESSAGES.tooLong],
    ['has space1', PASSWORD_MESSAGES.whitespace],
    ['tab\tinside1', PASSWORD_MESSAGES.whitespace],
    ['a b', PASSWORD_MESSAGES.whitespace],
    ['trailing-space ', PASSWORD_MESSAGES.whitespace],
    ['no-break\u00a0space', PASSWORD_MESSAGES.whitespace],
    ['🔑🔑🔑🔑🔑🔑🔑🔑', undefined],
    ['🔑'.repeat(75), undefined],
    [DEMO_PASSWORD, undefined],
  ])('%j → %s', (password, message) => {
    expect(passwordRuleError(password)).toBe(message);
  });
});

/** Starts a change of the customer's login email with the demo password; the answer. */
const startChange = (customer: { id: string }, email: string, password = DEMO_PASSWORD) =>
  call(customer, 'POST', changeEmail.path, { email, password });

describe('changing the login email', () => {
  it('asks for the current password, and refuses a wrong one without changing anything', async () => {
    const without = await call(ana, 'POST', changeEmail.path, { email: 'ana.new@example.nz' });
    expect(without.status).toBe(400);
    expect(((await without.json()) as { detail: string }).detail).toContain('password');
    const wrong = problemSchema.parse(await (await startChange(ana, 'ana.new@example.nz', 'not-her-password')).json());
    expect(wrong).toMatchObject({ status: 400, errors: [{ field: 'password', detail: 'That password isn’t right' }] });
    expect(await metadataOf(ana)).toMatchObject({ email: ana.email, pendingEmail: null });
  });

  it('changes nothing until the new address opens its link, and tells the old address with a way to undo it', async () => {
    const response = await startChange(ana, '  Ana.New@Example.nz ');
    expect(changeEmail.response.parse(await response.json())).toEqual({
      email: ana.email,
      emailVerified: true,
      pendingEmail: 'Ana.New@Example.nz',
    });
    // Sign-in keeps the current address meanwhile.
    expect(await metadataOf(ana)).toMatchObject({ email: ana.email, pendingEmail: 'Ana.New@Example.nz' });
    expect(await signsIn('ana.new@example.nz', DEMO_PASSWORD)).toBe(false);
    expect(await newestLink(ana.email, '/idp-account/undo-email-change/')).toBeTruthy();

    const link = await newestLink('Ana.New@Example.nz', '/idp-account/confirm-email-change/');
    // Opening the link shows what it does and changes nothing (a mail scanner may open every link).
    const opened = await fetch(link);
    expect(await opened.text()).toContain('Make Ana.New@Example.nz your login email?');
    expect(await metadataOf(ana)).toMatchObject({ email: ana.email, pendingEmail: 'Ana.New@Example.nz' });
    const confirmed = await openLinkAndPressItsButton(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('cache-control')).toBe('no-store');
    expect(await confirmed.text()).toContain('From now on you sign in with Ana.New@Example.nz.');
    // Every session ends with the change: the token that asked for it is refused.
    expect((await call(ana, 'GET', getUserMetadata.path)).status).toBe(401);
    expect(await signsIn(ana.email, DEMO_PASSWORD)).toBe(false);
    useToken(ana, (await signInForTokens(server.current, 'ana.new@example.nz', DEMO_PASSWORD)).access_token);
    // The new mailbox opened the link: the address is verified.
    expect(await metadataOf(ana)).toMatchObject({
      email: 'Ana.New@Example.nz',
      emailVerified: true,
      pendingEmail: null,
    });
  });

  it('refuses the current address in another case, and one that is not an address', async () => {
    const same = await startChange(ana, 'ANA.NEW@example.NZ');
    expect(same.status).toBe(400);
    expect(((await same.json()) as { detail: string }).detail).toContain('Email matches current email');
    const invalid = await startChange(ana, 'ana@new');
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { detail: string }).detail).toContain('Please enter a valid email address');
  });

  it('is undone from the old address, which signs out whoever made it', async () => {
    // Whoever holds Kiri's token and password moves her login to their mailbox and confirms it there.
    expect((await startChange(kiri, 'taken.over@example.nz')).status).toBe(200);
    const undo = await newestLink(kiri.email, '/idp-account/undo-email-change/');
    await openLinkAndPressItsButton(await newestLink('taken.over@example.nz', '/idp-account/confirm-email-change/'));
    expect(await signsIn('taken.over@example.nz', DEMO_PASSWORD)).toBe(true);

    expect(await (await fetch(undo)).text()).toContain('Keep kiri@example.nz as your login email?');
    const undone = await openLinkAndPressItsButton(undo);
    expect(undone.status).toBe(200);
    expect(await undone.text()).toContain('Your login email is kiri@example.nz');
    expect(await signsIn('taken.over@example.nz', DEMO_PASSWORD)).toBe(false);
    expect(await signsIn(kiri.email, DEMO_PASSWORD)).toBe(true);
    expect((await openLinkAndPressItsButton(undo)).status).toBe(410);
    useToken(kiri, (await signInForTokens(server.current, kiri.email, DEMO_PASSWORD)).access_token);
  });
});

describe('email verification (spec 1 §8)', () => {
  it('mails a link to the login address that verifies it once', async () => {
    // A login whose address was never verified (a demo customer's, as seeded, or one from before changes were confirmed).
    await server.current.db?.query('UPDATE customers SET email_verified = false WHERE id = $1', [ana.id]);
    expect(await metadataOf(ana)).toMatchObject({ emailVerified: false });
    expect((await call(ana, 'POST', requestEmailVerification.path, {})).status).toBe(200);
    const link = await newestLink('Ana.New@Example.nz', '/idp-account/verify-email/');

    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const page = await opened.text();
    expect(page).toContain('Your email address is verified');
    expect(page).toContain('href="/account/profile"');
    expect(await metadataOf(ana)).toMatchObject({ emailVerified: true });

    const again = await fetch(link);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('can’t be used any more');
  });

  it('refuses an expired link, and one sent to an address the login no longer has', async () => {
    await call(kiri, 'POST', requestEmailVerification.path, {});
    const expired = await newestLink(kiri.email, '/idp-account/verify-email/');
    await server.current.db?.query(
      "UPDATE account_links SET expires_at = now() - interval '1 second' WHERE customer_id = $1",
      [kiri.id],
    );
    expect((await fetch(expired)).status).toBe(410);

    await call(kiri, 'POST', requestEmailVerification.path, {});
    const stale = await newestLink(kiri.email, '/idp-account/verify-email/');
    await startChange(kiri, 'kiri.new@example.nz');
    await openLinkAndPressItsButton(await newestLink('kiri.new@example.nz', '/idp-account/confirm-email-change/'));
    expect((await fetch(stale)).status).toBe(410);
  });

  it('refuses a made-up token', async () => {
    expect((await fetch(`${server.current.url}/idp-account/verify-email/${'A'.repeat(43)}`)).status).toBe(410);
    expect((await fetch(`${server.current.url}/idp-account/verify-email/nonsense`)).status).toBe(410);
  });
});

describe('password reset', () => {
  const newPassword = 'Pōhutukawa-2027';

  it("checks spec 1 §5's rule on the set-password page without echoing what was typed", async () => {
    await call(hemi, 'POST', requestPasswordReset.path, {});
    const link = await newestLink(hemi.email, '/idp-account/reset-password/');
    const form = await (await fetch(link)).text();
    expect(form).toContain('<h1>Set a new password</h1>');
    expect(form).toContain('<label for="password">');

    const short = await submitResetPasswordForm(link, 'short');
    expect(short.status).toBe(400);
    const shortPage = await short.text();
    expect(shortPage).toContain(PASSWORD_MESSAGES.tooShort);
    expect(shortPage).toMatch(/id="password"[^>]*aria-describedby="password-hint password-error"/);
    expect((await submitResetPasswordForm(link, 'with spaces in')).status).toBe(400);
    expect(await (await submitResetPasswordForm(link, 'x'.repeat(76))).text()).toContain(PASSWORD_MESSAGES.tooLong);
    const mismatch = await submitResetPasswordForm(link, newPassword, `${newPassword}x`);
    expect(mismatch.status).toBe(400);
    const mismatchPage = await mismatch.text();
    expect(mismatchPage).toContain(PASSWORD_MESSAGES.mismatch);
    expect(mismatchPage).not.toContain(newPassword);
    // None of these used the link up.
    expect((await fetch(link)).status).toBe(200);
  });

  it('sets a password that then signs in, the old one no longer does, and the link works once', async () => {
    // Another device's sign-in, made with the old password.
    const elsewhere = await signInForTokens(server.current, hemi.email, DEMO_PASSWORD);
    await call(hemi, 'POST', requestPasswordReset.path, {});
    const link = await newestLink(hemi.email, '/idp-account/reset-password/');
    const done = await submitResetPasswordForm(link, newPassword);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password has been changed');

    // Every sign-in the old password made has ended: its access tokens are refused and its refresh too.
    expect((await call(hemi, 'GET', getUserMetadata.path)).status).toBe(401);
    await expectInvalidGrant(await refreshTokens(server.current, elsewhere.refresh_token ?? ''));
    expect(await signsIn(hemi.email, DEMO_PASSWORD)).toBe(false);
    const again = await signInForTokens(server.current, hemi.email, newPassword);
    useToken(hemi, again.access_token);
    expect((await call(hemi, 'GET', getUserMetadata.path)).status).toBe(200);

    expect((await fetch(link)).status).toBe(410);
    expect((await submitResetPasswordForm(link, 'Another-one-2028')).status).toBe(410);
    expect(await signsIn(hemi.email, 'Another-one-2028')).toBe(false);
  });

  it('refuses an expired link', async () => {
    await call(hemi, 'POST', requestPasswordReset.path, {});
    const link = await newestLink(hemi.email, '/idp-account/reset-password/');
    await server.current.db?.query(
      "UPDATE account_links SET expires_at = now() - interval '1 second' WHERE customer_id = $1 AND used_at IS NULL",
      [hemi.id],
    );
    expect((await fetch(link)).status).toBe(410);
    expect((await submitResetPasswordForm(link, 'Expired-link-2027')).status).toBe(410);
  });

  it("'Forgot your password?' answers the same for an unknown address and mails only a known one", async () => {
    const interaction = await startSignIn(server.current);
    const signInPage = await (await openSignInPage(interaction)).text();
    expect(signInPage).toContain(`href="${interaction.interactionUrl.pathname}/forgot-password"`);

    const forgot = `${interaction.interactionUrl.href}/forgot-password`;
    const form = await browserFetch(interaction.jar, forgot);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<label for="email">');
    const ask = (email: string) =>
      browserFetch(interaction.jar, forgot, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      });

    const unknown = await ask('nobody-here@example.nz');
    const known = await ask('KIRI.NEW@example.nz');
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.text()).toBe(await known.text());
    await expect(newestLink('nobody-here@example.nz', '/idp-account/reset-password/')).rejects.toThrow();

    // kiri's login email changed above: the link goes to the address now used, and sets her password.
    const link = await newestLink('kiri.new@example.nz', '/idp-account/reset-password/');
    expect((await submitResetPasswordForm(link, 'Kiri-forgot-2027')).status).toBe(200);
    expect(await signsIn('kiri.new@example.nz', 'Kiri-forgot-2027')).toBe(true);

    expect((await ask('not an address')).status).toBe(400);
  });

  it('keeps the reset pages to the strict content security policy: no script, no inline handlers', async () => {
    await call(hemi, 'POST', requestPasswordReset.path, {});
    const link = await newestLink(hemi.email, '/idp-account/reset-password/');
    const response = await fetch(link);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).not.toMatch(/<script|\son[a-z]+=/i);
    expect(page).toContain('<html lang="en-NZ">');
  });
});

describe('mail limits', () => {
  const rangi = demoCustomer(demoCustomers, 'rangi@example.nz');
  const mere = demoCustomer(demoCustomers, 'mere@example.nz');
  // Three mails an account, and two to one address, per 15 minutes.
  const limited = useCustomerApi([rangi, mere], { MAILS_PER_ACCOUNT: '3', MAILS_PER_RECIPIENT: '2' });

  it('answers 429 with Retry-After once an account has had its mails, whichever call asks', async () => {
    const ask = (path: string) => limited.call(mere, 'POST', path, {});
    // Two mails reach her address's limit: a third is refused, whichever call asks for it.
    expect((await ask(requestPasswordReset.path)).status).toBe(200);
    expect((await ask(requestEmailVerification.path)).status).toBe(200);
    const refused = await ask(requestPasswordReset.path);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('sends no more to an address over its limit from the sign-in page’s forms, with the same answer', async () => {
    const before = (await outboxMessages(limited.server.current)).filter((mail) => mail.to === rangi.email).length;
    for (let index = 0; index < 4; index += 1) {
      const interaction = await startSignIn(limited.server.current, { policy: 'magic-link' });
      const asked = await browserFetch(interaction.jar, `${interaction.interactionUrl.href}/magic-link`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: rangi.email }).toString(),
      });
      expect(asked.status).toBe(200);
    }
    const after = (await outboxMessages(limited.server.current)).filter((mail) => mail.to === rangi.email).length;
    expect(after - before).toBe(2);
  });
});
