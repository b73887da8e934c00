import { randomUUID } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { brandFor } from '@harakeke/themes';
import { Hono } from 'hono';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { findCredentialsByEmail } from '../db/queries/customers.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { brandOfClient, IDP_MOUNT } from './provider.js';
import { signInPage } from './sign-in-page.js';

/** spec 1 §8: the error code the portal reads as 'the customer cancelled' and sends to /app. */
export const CANCELLED_DESCRIPTION = 'AADB2C90091: The user has cancelled entering self-asserted information.';

let dummyHash: Promise<string> | undefined;
const unknownCustomerHash = () => (dummyHash ??= hashPassword(randomUUID()));

const wrongCredentials = 'The email address or password is incorrect. Check them and try again.';

/** The sign-in pages oidc-provider hands its interactions to. */
export function interactionRoutes(provider: Provider, db: Database, config: ServerConfig) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const fallbackBrand = brandFor(config.brand);

  app.get(`${IDP_MOUNT}/interaction/:uid`, async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    const brand = brandOfClient(details.params.client_id, fallbackBrand);
    return c.html(signInPage(brand, { uid: details.uid }));
  });

  app.post(`${IDP_MOUNT}/interaction/:uid/login`, async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    const brand = brandOfClient(details.params.client_id, fallbackBrand);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    if (!email || !password) {
      const error = !email ? 'Enter your email address.' : 'Enter your password.';
      return c.html(signInPage(brand, { uid: details.uid, email, error }), 400);
    }
    const customer = await findCredentialsByEmail(db, email);
    // An unknown email still costs one hash, so response times don't reveal which emails exist.
    const valid = await verifyPassword(password, customer?.passwordHash ?? (await unknownCustomerHash()));
    if (!customer || !valid) {
      return c.html(signInPage(brand, { uid: details.uid, email, error: wrongCredentials }), 401);
    }
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

  return app;
}
