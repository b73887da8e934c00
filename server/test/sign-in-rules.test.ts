import { describe, expect, it } from 'vitest';
import { signInReturnCases, type SignInErrorFlow } from '../../contract/src/sign-in-rules.cases.js';
import { demoCustomers } from '../src/demo/customers.js';
import { demoCustomer } from './customer-api.js';
import { browserFetch, followToCallback, startSignIn } from './oidc-flow.js';
import { outboxMessages } from './outbox.js';
import { useTestServer } from './test-server.js';

// spec 1 §8's identity provider codes, the same returns the contract's reading and the portal's return page are tested
// with: each flow of the identity provider that ends in an error sends the portal exactly the return its case writes.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');

const testServer = useTestServer();

/** Where the browser lands at the portal after each flow. */
const returnAfter: Record<SignInErrorFlow, () => Promise<URL>> = {
  // 'Cancel and go back' on the sign-in page.
  cancelSignIn: async () => {
    const interaction = await startSignIn(testServer.current);
    const aborted = await browserFetch(interaction.jar, `${interaction.interactionUrl.href}/abort`);
    return followToCallback(testServer.current, interaction.jar, aborted);
  },
  // An email link opened in a later sign-in than the one it was sent for: the check that refuses a used or old link.
  openExpiredLink: async () => {
    const sentFor = await startSignIn(testServer.current, { policy: 'magic-link' });
    await browserFetch(sentFor.jar, `${sentFor.interactionUrl.href}/magic-link`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: aroha.email }).toString(),
    });
    const link = (await outboxMessages(testServer.current)).find((message) => message.to === aroha.email)?.link;
    if (!link) throw new Error(`No sign-in link for ${aroha.email} in the outbox.`);
    const later = await startSignIn(testServer.current, { policy: 'magic-link' });
    const opened = await browserFetch(later.jar, link.replace(sentFor.uid, later.uid));
    return followToCallback(testServer.current, later.jar, opened);
  },
};

describe('spec 1 §8 the identity provider’s returns with an error code', () => {
  const sent = signInReturnCases.flatMap(({ sentBy, ...rule }) => (sentBy ? [{ ...rule, sentBy }] : []));

  it.each(sent)('$name', async ({ sentBy, error, errorDescription }) => {
    const callback = await returnAfter[sentBy]();
    expect(`${callback.origin}${callback.pathname}`).toBe(testServer.current.redirectUri);
    expect(callback.searchParams.get('error')).toBe(error);
    expect(callback.searchParams.get('error_description')).toBe(errorDescription);
    expect(callback.searchParams.get('code')).toBeNull();
  });
});
