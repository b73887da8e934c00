import type { Brand } from '@harakeke/themes';
import { escapeHtml } from '../http/html.js';
import type { OutboxMessage } from './magic-links.js';
import { brandedPage } from './page.js';

/** The email magic-link policy's form: the email address only. */
export function magicLinkPage(
  brand: Brand,
  { uid, email = '', error }: { uid: string; email?: string; error?: string },
) {
  const action = `/idp/interaction/${encodeURIComponent(uid)}`;
  const invalid = error ? ' aria-invalid="true" aria-describedby="magic-link-error"' : '';
  return brandedPage(
    brand,
    'Sign in with an email link',
    `<h1>Sign in with a link</h1>
<p>We’ll email you a link that signs you in. It works once, in this browser, for 15 minutes.</p>
${error ? `<p class="error" role="alert" id="magic-link-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/magic-link" novalidate>
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}"${invalid}>
<button type="submit">Email me a link</button>
</form>
<a class="secondary" href="${action}/abort">Cancel and go back</a>`,
  );
}

/** After asking for a link: the same words whether or not the address has an account, so none is revealed. */
export function linkSentPage(brand: Brand, email: string) {
  return brandedPage(
    brand,
    'Check your email',
    `<h1>Check your email</h1>
<p role="status">If <strong>${escapeHtml(email)}</strong> has an account with us, we’ve sent it a sign-in link. Open it in this browser.</p>`,
  );
}

/** A link opened where its sign-in cannot be finished (another browser, or the sign-in itself timed out). */
export function linkUnusablePage(brand: Brand) {
  return brandedPage(
    brand,
    'The link is expired',
    `<h1>The link is expired</h1>
<p>Sign-in links work once, in the browser that asked for them, for a short time. Go back to the portal and ask for a new one.</p>
<a class="secondary" href="/login">Go to sign in</a>`,
  );
}

/**
 * The development outbox, where the emails the server would send are shown instead: `messages` newest first, and
 * numbered downwards (`reversed`), so the newest carries the highest number.
 */
export function outboxPage(brand: Brand, messages: readonly OutboxMessage[], origin: string) {
  // The account links are stored as paths (account-links.ts): a mail's sender puts the public origin before them.
  const absolute = (link: string) => new URL(link, origin).href;
  const items = messages
    .map(
      (
        message,
      ) => `<li><p><strong>${escapeHtml(message.subject)}</strong><br>To ${escapeHtml(message.to)}, ${escapeHtml(message.sentAt)}</p>
<p>${escapeHtml(message.body)}</p>${message.link ? `<p><a href="${escapeHtml(absolute(message.link))}">${escapeHtml(absolute(message.link))}</a></p>` : ''}</li>`,
    )
    .join('\n');
  return brandedPage(
    brand,
    'Outbox',
    `<h1>Development outbox</h1>\n${messages.length ? `<p>Newest first.</p>\n<ol reversed>${items}</ol>` : '<p>No emails yet.</p>'}`,
  );
}
