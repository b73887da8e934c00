import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';

// The change form's code (ChangeLoginEmailForm) loads when Edit is pressed. Here it is held, or fails, which the module
// registry of this file alone stands in for (hence *.isolated).
async function loginEmailWithForm(formModule: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('./ChangeLoginEmailForm.js', formModule);
  const { LoginEmailField } = await import('./LoginEmailField.js');
  const { EDITOR_FAILED_TEXT } = await import('@harakeke/design-system');
  function Caller() {
    const [isEditing, setEditing] = useState(false);
    return (
      <LoginEmailField
        email="kiri@example.nz"
        emailVerified
        pendingEmail={null}
        isEditing={isEditing}
        change={{ status: 'idle', data: null, error: null }}
        onEdit={() => setEditing(true)}
        onCancel={() => setEditing(false)}
        onSave={() => undefined}
      />
    );
  }
  renderInBrand(<Caller />);
  return { edit: screen.getByRole('button', { name: 'Edit Login email' }), EDITOR_FAILED_TEXT };
}

afterEach(() => {
  vi.doUnmock('./ChangeLoginEmailForm.js');
});

it('keeps Edit busy and focused while the form loads, then moves focus to the new address', async () => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const { edit } = await loginEmailWithForm(async () => {
    await arrived;
    return vi.importActual('./ChangeLoginEmailForm.js');
  });
  await userEvent.click(edit);
  expect(edit).toHaveFocus();
  expect(edit).toHaveAttribute('aria-disabled', 'true');
  arrive();
  expect(await screen.findByRole('textbox', { name: /Login email/ })).toHaveFocus();
});

it('says so in place when the form cannot load, and gives Edit back with focus', async () => {
  const { edit, EDITOR_FAILED_TEXT } = await loginEmailWithForm(() => Promise.reject(new Error('The chunk is gone.')));
  await userEvent.click(edit);
  expect(await screen.findByRole('alert')).toHaveTextContent(EDITOR_FAILED_TEXT);
  const editAgain = screen.getByRole('button', { name: 'Edit Login email' });
  expect(editAgain).not.toHaveAttribute('aria-disabled');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
