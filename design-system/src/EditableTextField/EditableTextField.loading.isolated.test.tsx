import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';

// The input's code (EditableTextFieldEditor) is fetched when editing first begins. Here that fetch is held, or fails,
// which the module registry of this file alone stands in for (hence *.isolated).
async function phoneFieldWithEditor(editorModule: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('./EditableTextFieldEditor.js', editorModule);
  const { EDITOR_FAILED_TEXT, EditableTextField } = await import('./EditableTextField.js');
  function Caller() {
    const [state, setState] = useState<'none' | 'edit'>('none');
    return (
      <EditableTextField
        label="Mobile phone"
        value="021 555 0142"
        state={state}
        onEdit={() => setState('edit')}
        onCancel={() => setState('none')}
        onSave={() => setState('none')}
      />
    );
  }
  renderInBrand(<Caller />);
  return { edit: screen.getByRole('button', { name: 'Edit Mobile phone' }), EDITOR_FAILED_TEXT };
}

afterEach(() => {
  vi.doUnmock('./EditableTextFieldEditor.js');
});

it('keeps focus on a busy Edit while the input loads, then moves it to the input', async () => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const { edit } = await phoneFieldWithEditor(async () => {
    await arrived;
    return vi.importActual('./EditableTextFieldEditor.js');
  });
  await userEvent.click(edit);
  expect(edit).toHaveFocus();
  expect(edit).toHaveAttribute('aria-disabled', 'true');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

  arrive();
  const input = await screen.findByRole('textbox', { name: 'Mobile phone' });
  expect(input).toHaveValue('021 555 0142');
  expect(input).toHaveFocus();
});

it('leaves focus where the customer moved it while the input was on its way', async () => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await phoneFieldWithEditor(async () => {
    await arrived;
    return vi.importActual('./EditableTextFieldEditor.js');
  });
  const elsewhere = document.body.appendChild(document.createElement('button'));
  elsewhere.textContent = 'Elsewhere';
  await userEvent.click(screen.getByRole('button', { name: 'Edit Mobile phone' }));
  elsewhere.focus();
  arrive();
  expect(await screen.findByRole('textbox', { name: 'Mobile phone' })).not.toHaveFocus();
  expect(elsewhere).toHaveFocus();
  elsewhere.remove();
});

it('says so when the input cannot load, and gives Edit back with focus', async () => {
  const { edit, EDITOR_FAILED_TEXT } = await phoneFieldWithEditor(() =>
    Promise.reject(new Error('The chunk is gone.')),
  );
  await userEvent.click(edit);
  expect(await screen.findByRole('alert')).toHaveTextContent(EDITOR_FAILED_TEXT);
  const editAgain = screen.getByRole('button', { name: 'Edit Mobile phone' });
  expect(editAgain).not.toHaveAttribute('aria-disabled');
  expect(editAgain).toHaveFocus();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
