import type { UserMetadata } from '@harakeke/contract';
import { loginEmailCurrent, loginEmailRuleCases } from '../../../../../contract/src/account-settings-rules.cases.js';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { metadataAtom } from '../../../core/user-details/atoms.js';
import { fakeApi, problem, type FakeApiAnswers } from '../../../test-support/fake-api.js';
import { verificationBarKey } from './atoms.js';
import { LoginDetailsSection } from './LoginDetailsSection.js';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const kiri: UserMetadata = {
  username: 'kiri@example.nz',
  email: 'kiri@example.nz',
  emailVerified: true,
  pendingEmail: null,
  userId: 'cust-kiri',
  hasEarlyAccess: false,
  forecast: { visible: true, active: true },
};

/** The section, signed in, with the metadata loaded (or not, when `metadata` is null). */
function renderSection(answers: FakeApiAnswers, metadata: UserMetadata | null = kiri) {
  const api = fakeApi(answers);
  const store = createStore();
  if (metadata) store.set(metadataAtom, { data: metadata, status: 'SUCCESS', error: null });
  renderInBrand(
    <Provider store={store}>
      <LoginDetailsSection />
    </Provider>,
  );
  return api;
}

const emailInput = () => screen.getByRole('textbox', { name: /Login email/ });
// A password input has no role: it is found by its label.
const passwordInput = () => screen.getByLabelText(/Current password/);

/** What the customer types as the current password (the fake API checks nothing; the server's tests do). */
const PASSWORD = 'correct horse battery staple';

/** Opens the change of login email and types the new address and, unless null, the current password. */
async function typeChange(email: string, password: string | null = PASSWORD) {
  await userEvent.click(screen.getByRole('button', { name: 'Edit Login email' }));
  // The form's code loads on Edit, unless fetched already as the pointer reached it: its address takes focus as it
  // appears.
  await waitFor(() => expect(emailInput()).toHaveFocus());
  await userEvent.clear(emailInput());
  if (email !== '') await userEvent.type(emailInput(), email);
  if (password !== null) await userEvent.type(passwordInput(), password);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Login email' }));

const pendingNote = (pendingEmail: string, email: string) =>
  `We’ve sent a link to ${pendingEmail}. Open it to finish changing your login email. Until then, sign in with ${email}.`;

describe('LoginDetailsSection', () => {
  it('shows the username and the login email, verified', () => {
    renderSection({});
    expect(screen.getByRole('heading', { name: 'Login details' })).toBeVisible();
    expect(screen.getByText('Username').nextElementSibling).toHaveTextContent('kiri@example.nz');
    expect(screen.getByRole('group', { name: 'Login email' })).toHaveTextContent('kiri@example.nz (verified)');
    expect(screen.queryByText("Your email address isn't verified.")).toBeNull();
  });

  it('loads the metadata itself, and offers a retry when that fails', async () => {
    let fail = true;
    renderSection({ getUserMetadata: () => (fail ? problem(500) : kiri) }, null);
    expect(await screen.findByText('We couldn’t load your login details')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Login email' })).toHaveTextContent('kiri@example.nz');
  });

  // The shared table the contract's rule and the server's route are tested with (spec 1 §5).
  it.each(loginEmailRuleCases.filter((ruleCase) => ruleCase.message !== undefined))(
    'refuses $name with its message and sends nothing',
    async ({ typed, message }) => {
      const api = renderSection({}, { ...kiri, username: loginEmailCurrent, email: loginEmailCurrent });
      // The password is typed, so the address alone is what is refused.
      await typeChange(typed);
      await save();
      expect(await screen.findByText(message ?? '')).toBeVisible();
      expect(screen.queryByText('Please enter your current password')).toBeNull();
      // An email input's value drops surrounding spaces (the HTML value sanitisation), and keeps the rest.
      expect(emailInput()).toHaveValue(typed.trim());
      expect(api.requestsTo('changeEmail')).toHaveLength(0);
    },
  );

  it('says an address in use (409) with the current support number, keeping what was typed', async () => {
    renderSection({
      changeEmail: problem(409, {
        title: 'Conflict',
        detail: 'email: This email address is already in use. If it’s yours, call us on 0800 300 400.',
      }),
    });
    await typeChange('tama@example.nz');
    await save();
    expect(
      await screen.findByText('This email address is already in use. If it’s yours, call us on 0800 086 400.'),
    ).toBeVisible();
    expect(emailInput()).toHaveValue('tama@example.nz');
    expect(screen.getByRole('group', { name: 'Login email' })).toHaveAttribute('data-state', 'error');
  });

  it('keeps the typed address in edit with an error when the change fails otherwise', async () => {
    renderSection({ changeEmail: problem(500) });
    await typeChange('kiri.tane@example.nz', `${PASSWORD}{Enter}`);
    expect(await screen.findByText('We couldn’t change your email. Please try again.')).toBeVisible();
    expect(emailInput()).toHaveValue('kiri.tane@example.nz');
    expect(passwordInput()).toHaveValue(PASSWORD);
  });

  it('refuses an empty password before sending anything, with its message on the field', async () => {
    const api = renderSection({});
    await typeChange('kiri.tane@example.nz', null);
    await save();
    expect(await screen.findByText('Please enter your current password')).toBeVisible();
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveAccessibleDescription(/Please enter your current password/);
    await waitFor(() => expect(passwordInput()).toHaveFocus());
    expect(api.requestsTo('changeEmail')).toHaveLength(0);
  });

  it('says a wrong password on the password field, clears it and keeps the address typed', async () => {
    const api = renderSection({
      changeEmail: problem(400, {
        type: '/error/bad_request',
        title: 'Bad request',
        detail: 'password: That password isn’t right',
        errors: [{ field: 'password', detail: 'That password isn’t right' }],
      }),
    });
    await typeChange('kiri.tane@example.nz', 'not my password');
    await save();
    expect(await screen.findByText('That password isn’t right')).toBeVisible();
    expect(passwordInput()).toHaveAccessibleDescription(/That password isn’t right/);
    expect(passwordInput()).toHaveValue('');
    await waitFor(() => expect(passwordInput()).toHaveFocus());
    expect(emailInput()).toHaveValue('kiri.tane@example.nz');
    expect(emailInput()).not.toHaveAttribute('aria-invalid', 'true');
    expect(JSON.parse(api.requestsTo('changeEmail')[0]?.body ?? '')).toEqual({
      email: 'kiri.tane@example.nz',
      password: 'not my password',
    });
  });

  it('says a wrong password the server names only in its detail', async () => {
    renderSection({ changeEmail: problem(400, { detail: 'password: That password isn’t right' }) });
    await typeChange('kiri.tane@example.nz', 'not my password');
    await save();
    expect(await screen.findByText('That password isn’t right')).toBeVisible();
    expect(screen.queryByText('We couldn’t change your email. Please try again.')).toBeNull();
  });

  it('says to try again later after too many wrong passwords (429), with the server’s detail or its own', async () => {
    let detail: string | undefined = 'Too many requests in a short time. Try again in 60 seconds.';
    renderSection({
      changeEmail: () => problem(429, { type: '/error/too_many_requests', ...(detail ? { detail } : {}) }),
    });
    await typeChange('kiri.tane@example.nz');
    await save();
    expect(await screen.findByText('Too many requests in a short time. Try again in 60 seconds.')).toBeVisible();
    expect(emailInput()).toHaveValue('kiri.tane@example.nz');
    detail = undefined;
    await save();
    expect(await screen.findByText('Too many attempts. Try again in a few minutes.')).toBeVisible();
  });

  it('starts the change with the password: the link is sent, the note takes focus, the login email stays', async () => {
    let metadata = kiri;
    const api = renderSection({
      changeEmail: ({ body }) => {
        const { email } = JSON.parse(body) as { email: string };
        metadata = { ...kiri, pendingEmail: email };
        return { email: kiri.email, emailVerified: true, pendingEmail: email };
      },
      getUserMetadata: () => metadata,
    });
    await typeChange(' Kiri.Tane@example.nz ');
    await save();

    const note = await screen.findByText(pendingNote('Kiri.Tane@example.nz', 'kiri@example.nz'));
    expect(note).toBeVisible();
    expect(JSON.parse(api.requestsTo('changeEmail')[0]?.body ?? '')).toEqual({
      email: 'Kiri.Tane@example.nz',
      password: PASSWORD,
    });
    await waitFor(() => expect(note.closest('[role="status"]')).toHaveFocus());
    expect(screen.getByRole('group', { name: 'Login email' })).toHaveTextContent('kiri@example.nz (verified)');
    expect(screen.queryByText('Changes Saved')).toBeNull();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    expect(api.requestsTo('getUserMetadata')).toHaveLength(1);
  });

  it('shows the change waiting for its link after a reload', () => {
    renderSection({}, { ...kiri, pendingEmail: 'kiri.tane@example.nz' });
    expect(screen.getByText(pendingNote('kiri.tane@example.nz', 'kiri@example.nz'))).toBeVisible();
    expect(screen.getByRole('group', { name: 'Login email' })).toHaveTextContent('kiri@example.nz (verified)');
  });

  it('returns focus to Edit on Cancel and on Escape, sending nothing', async () => {
    const api = renderSection({});
    await typeChange('kiri.tane@example.nz');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Login email' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Login email' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Edit Login email' }));
    await waitFor(() => expect(emailInput()).toHaveFocus());
    await userEvent.type(passwordInput(), 'half{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Login email' })).toHaveFocus());
    expect(api.requestsTo('changeEmail')).toHaveLength(0);
  });

  it('shows the bar for an unverified address, sends the verification email and hides the bar', async () => {
    const api = renderSection({ requestEmailVerification: { sent: true } }, { ...kiri, emailVerified: false });
    expect(screen.getByText("Your email address isn't verified.")).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByText('An email containing verification instructions has been sent.')).toBeVisible();
    expect(api.requestsTo('requestEmailVerification')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Hide this message' }));
    await waitFor(() => expect(screen.queryByText("Your email address isn't verified.")).toBeNull());
    expect(localStorage.getItem(verificationBarKey('cust-kiri'))).toBe('true');
  });

  it('keeps the bar hidden for a user who hid it before', () => {
    localStorage.setItem(verificationBarKey('cust-kiri'), 'true');
    renderSection({}, { ...kiri, emailVerified: false });
    expect(screen.queryByText("Your email address isn't verified.")).toBeNull();
  });

  it('hides the bar for the session when the flag cannot be stored', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderSection({}, { ...kiri, emailVerified: false });
    await userEvent.click(screen.getByRole('button', { name: 'Hide this message' }));
    await waitFor(() => expect(screen.queryByText("Your email address isn't verified.")).toBeNull());
  });

  it('says when the verification email could not be sent, and sends it again', async () => {
    let fail = true;
    renderSection(
      { requestEmailVerification: () => (fail ? problem(500) : { sent: true }) },
      { ...kiri, emailVerified: false },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByText(/We couldn’t send the verification email/)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByText('An email containing verification instructions has been sent.')).toBeVisible();
  });

  it('requests a password reset: pending, then sent to the login email', async () => {
    let answer: (value: { sent: true }) => void = () => undefined;
    renderSection({ requestPasswordReset: () => new Promise((resolve) => (answer = resolve)) });
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Reset password/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    answer({ sent: true });
    expect(await screen.findByText('We’ve sent a link to reset your password to kiri@example.nz.')).toBeVisible();
  });

  it('says when the password reset request failed, and retries it', async () => {
    let fail = true;
    const api = renderSection({ requestPasswordReset: () => (fail ? problem(500) : { sent: true }) });
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('We couldn’t send the reset link')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('We’ve sent a link to reset your password to kiri@example.nz.')).toBeVisible();
    expect(api.requestsTo('requestPasswordReset')).toHaveLength(2);
  });
});
