import { randomUUID } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { EMAIL_PATTERN, EXPIRED_LINK_TEXT, signInErrorCodes } from '@harakeke/contract';
import { brandFor } from '@harakeke/themes';
import { Hono } from 'hono';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { findCredentialsByEmail, findIdentity } from './customer-queries.js';
import { minutesToWait, type RateLimits } from '../http/rate-limits.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { brandOfClient, IDP_MOUNT } from './provider.js';
import { forgotPasswordPage, resetLinkSentPage } from './account-link-pages.js';
import { accountLinkRoutes } from './account-link-routes.js';
import { sendPasswordResetLink } from './account-links.js';
import { linkSentPage, linkUnusablePage, magicLinkPage } from './magic-link-pages.js';
import { createMagicLink, redeemMagicLink, sendToOutbox } from './magic-links.js';
import { signInExpiredPage, signInPage } from './sign-in-page.js';
import { readFormFields } from './form-fields.js';
import { afterEvenDelay } from './even-timing.js';

/** spec 1 §8: the error code the portal reads as 'the customer cancelled' and sends to /app, with its text. */
export const CANCELLED_DESCRIPTION = `${signInErrorCodes.cancelled}: The user has cancelled entering self-asserted information.`;

/** spec 1 §8: the error code and text the portal reads as an expired email link. */
export const EXPIRED_LINK_DESCRIPTION = `${signInErrorCodes.expiredLink}: ${EXPIRED_LINK_TEXT}.`;

/** The policy value (`p`) of the email magic-link sign-in (spec 1 §4: both policies). */
export const MAGIC_LINK_POLICY = 'magic-link';

let dummyHash: Promise<string> | undefined;
const unknownCustomerHash = () => (dummyHash ??= hashPassword(randomUUID()));

const wrongCredentials = 'The email address or password is incorrect. Check them and try again.';

/** The sign-in pages oidc-provider hands its interactions to. */
export function interactionRoutes(provider: Provider, db: Database, config: ServerConfig, rateLimits: RateLimits) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const fallbackBrand = brandFor(config.brand);

  // A sign-in that is gone (a bookmarked or made-up address, Back after signing in, past its hour): oidc-provider
  // finds no interaction for the browser's cookie. Every route here then explains it and offers a fresh start.
  app.onError((error, c) => {
    if (!(error instanceof errors.SessionNotFound)) throw error;
    return c.html(signInExpiredPage(fallbackBrand), 410);
  });

  app.get(`${IDP_MOUNT}/interaction/:uid`, async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    const brand = brandOfClient(details.params.client_id, fallbackBrand);
    if (details.params.p === MAGIC_LINK_POLICY) return c.html(magicLinkPage(brand, { uid: details.uid }));
    return c.html(signInPage(brand, { uid: details.uid }));
  });

  app.post(`${IDP_MOUNT}/interaction/:uid/magic-link`, async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    const brand = brandOfClient(details.params.client_id, fallbackBrand);
    const { fields, unreadable } = await readFormFields(c, ['email']);
    // Text the guard refuses is not shown back: the page would carry it.
    const email = unreadable ? '' : fields.email.trim();
    if (unreadable || !EMAIL_PATTERN.test(email)) {
      return c.html(magicLinkPage(brand, { uid: details.uid, email, error: 'Enter a valid email address.' }), 400);
    }
    const verdict = await rateLimits.requestMagicLink(email, c.env.incoming);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      const error = `Too many sign-in links have been asked for. Try again in ${minutesToWait(verdict.retryAfterSeconds)}.`;
      return c.html(magicLinkPage(brand, { uid: details.uid, email, error }), 429);
    }
    // The same answer, after the same time, whether or not the address has an account, so none can be probed.
    await afterEvenDelay(async () => {
      const customer = await findCredentialsByEmail(db, email);
      if (!customer || !(await rateLimits.countMail(customer.id, customer.email)).allowed) return;
      const token = await createMagicLink(db, customer.id, details.uid, config.magicLinkTtl);
      const link = `${config.publicUrl}${IDP_MOUNT}/interaction/${encodeURIComponent(details.uid)}/magic/${token}`;
      await sendToOutbox(db, {
        to: customer.email,
        subject: `Your ${brand.name} sign-in link`,
        body: 'Open this link in the browser where you asked for it to sign in. It works once, for 15 minutes.',
        link,
      });
    });
    return c.html(linkSentPage(brand, email));
  });

  app.get(`${IDP_MOUNT}/interaction/:uid/magic/:token`, async (c) => {
    const brand = brandFor(config.brand);
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    } catch {
      // Another browser, or a sign-in that has itself timed out: there is nothing to finish here.
      return c.html(linkUnusablePage(brand), 410);
    }
    const customerId = await redeemMagicLink(db, c.req.param('token'), details.uid);
    // The link came to the customer's own mailbox: whatever locked the address's password sign-in, it is theirs again.
    const identity = customerId ? await findIdentity(db, customerId) : undefined;
    if (identity) await rateLimits.liftSignInLock(identity.email);
    const result = customerId
      ? { login: { accountId: customerId } }
      : { error: 'access_denied', error_description: EXPIRED_LINK_DESCRIPTION };
    const redirectTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, result, {
      mergeWithLastSubmission: false,
    });
    return c.redirect(redirectTo, 303);
  });

  // 'Forgot your password?' on the sign-in page: a reset link by email, for a customer who cannot sign in.
  app.get(`${IDP_MOUNT}/interaction/:uid/forgot-password`, async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    const brand = brandOfClient(details.params.client_id, fallbackBrand);
    return c.html(forgotPasswordPage(brand, { uid: details.uid }));
  });

  app.post(`${IDP_MOUNT}/interaction/:uid/forgot-password`, async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    const brand = brandOfClient(details.params.client_id, fallbackBrand);
    const { fields, unreadable } = await readFormFields(c, ['email']);
    const email = unreadable ? '' : fields.email.trim();
    if (unreadable || !EMAIL_PATTERN.test(email)) {
      return c.html(forgotPasswordPage(brand, { uid: details.uid, email, error: 'Enter a valid email address.' }), 400);
    }
    // The magic links' limit: both send a mail to an address anyone may type, so one budget covers both.
    const verdict = await rateLimits.requestMagicLink(email, c.env.incoming);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      const error = `Too many emails have been asked for. Try again in ${minutesToWait(verdict.retryAfterSeconds)}.`;
      return c.html(forgotPasswordPage(brand, { uid: details.uid, email, error }), 429);
    }
    // The same answer, after the same time, whether or not the address has an account, so none can be probed.
    await afterEvenDelay(async () => {
      const customer = await findCredentialsByEmail(db, email);
      if (customer && (await rateLimits.countMail(customer.id, customer.email)).allowed) {
        await sendPasswordResetLink(db, customer);
      }
    });
    return c.html(resetLinkSentPage(brand, details.uid));
  });

  app.post(`${IDP_MOUNT}/interaction/:uid/login`, async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    const brand = brandOfClient(details.params.client_id, fallbackBrand);
    const { fields, unreadable } = await readFormFields(c, ['email', 'password']);
    const email = unreadable === 'email' ? '' : fields.email.trim();
    const { password } = fields;
    if (unreadable === 'email') {
      return c.html(signInPage(brand, { uid: details.uid, email, error: 'Enter a valid email address.' }), 400);
    }
    // No password can hold such text (a new one is refused it too): it is wrong, and costs no lookup.
    if (unreadable === 'password') {
      return c.html(signInPage(brand, { uid: details.uid, email, error: wrongCredentials }), 400);
    }
    if (!email || !password) {
      const error = !email ? 'Enter your email address.' : 'Enter your password.';
      return c.html(signInPage(brand, { uid: details.uid, email, error }), 400);
    }
    const tooManyAttempts = (retryAfterSeconds: number) => {
      c.header('Retry-After', String(retryAfterSeconds));
      const error = `Too many sign-in attempts. Try again in ${minutesToWait(retryAfterSeconds)}, or sign in with a link we email you.`;
      return c.html(signInPage(brand, { uid: details.uid, email, error }), 429);
    };
    // Counted per email address whether or not it has an account, so a lock reveals nothing either.
    const attempt = await rateLimits.attemptSignIn(email, c.env.incoming);
    if (!attempt.verdict.allowed) return tooManyAttempts(attempt.verdict.retryAfterSeconds);
    const customer = await findCredentialsByEmail(db, email);
    // An unknown email still costs one hash, so response times don't reveal which emails exist.
    const valid = await verifyPassword(password, customer?.passwordHash ?? (await unknownCustomerHash()));
    if (!customer || !valid) {
      const verdict = await attempt.failed();
      if (!verdict.allowed) return tooManyAttempts(verdict.retryAfterSeconds);
      return c.html(signInPage(brand, { uid: details.uid, email, error: wrongCredentials }), 401);
    }
    await attempt.succeeded();
    const redirectTo = await provider.interactionResult(
      c.env.incoming,
      c.env.outgoing,
      { login: { accountId: customer.id } },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(redirectTo, 303);
  });

  app.get(`${IDP_MOUNT}/interaction/:uid/abort`, async (c) => {
    const redirectTo = await provider.interactionResult(
      c.env.incoming,
      c.env.outgoing,
      { error: 'access_denied', error_description: CANCELLED_DESCRIPTION },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(redirectTo, 303);
  });

  // The pages of the emailed account links: outside /idp, so the request listener hands them to Hono (app.ts).
  app.route('/', accountLinkRoutes(db, config));

  return app;
}
