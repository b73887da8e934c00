import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { EditableTextField, preloadEditableTextField, type EditableTextFieldState } from './EditableTextField.js';

// The input's code loads when editing first begins (EditableTextField.loading.isolated.test.tsx tests that); here it
// is loaded already, as after the pointer rested on Edit.
beforeAll(() => preloadEditableTextField());

const PHONE_INVALID = 'Please enter a valid mobile phone number.';
const SAVE_FAILED = 'Sorry, we couldn’t save your phone number. Please try again.';
const validatePhone = (value: string) => (/^[\d ]{1,15}$/.test(value) ? undefined : PHONE_INVALID);

interface CallerProps {
  initialState?: EditableTextFieldState;
  initialValue?: string;
  deletable?: boolean;
  onSave?: (value: string) => void;
  onDelete?: () => void;
}

/**
 * Plays the caller: owns the state as the profile screen would. A save stays in 'loading' until the test answers
 * for the server with one of the two buttons after the field.
 */
function Caller({ initialState = 'none', initialValue = '021 555 0142', deletable, onSave, onDelete }: CallerProps) {
  const [state, setState] = useState(initialState);
  const [value, setValue] = useState(initialValue);
  const [pending, setPending] = useState<string>();
  return (
    <>
      <EditableTextField
        label="Mobile phone"
        type="tel"
        value={value}
        state={state}
        validate={validatePhone}
        errorMessage={SAVE_FAILED}
        onEdit={() => setState('edit')}
        onCancel={() => setState('none')}
        onSave={(next) => {
          onSave?.(next);
          setPending(next);
          setState('loading');
        }}
        onDelete={
          deletable
            ? () => {
                onDelete?.();
                setValue('');
                setState('none');
              }
            : undefined
        }
      />
      <button
        type="button"
        onClick={() => {
          setValue(pending ?? value);
          setState('success');
        }}
      >
        Server saves
      </button>
      <button type="button" onClick={() => setState('error')}>
        Server fails
      </button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Mobile phone' });
const button = (name: string) => screen.getByRole('button', { name: `${name} Mobile phone` });
const queryButton = (name: string) => screen.queryByRole('button', { name: `${name} Mobile phone` });

/** Answers for the server without moving focus, as a real response would. */
function respond(outcome: 'Server saves' | 'Server fails') {
  fireEvent.click(screen.getByRole('button', { name: outcome }));
}

describe('EditableTextField', () => {
  describe('states (spec 1 §2)', () => {
    const noop = () => {};
    const render = (state: EditableTextFieldState, extra: { onDelete?: () => void; errorMessage?: string } = {}) =>
      renderInBrand(
        <EditableTextField
          label="Mobile phone"
          value="021 555 0142"
          state={state}
          onEdit={noop}
          onCancel={noop}
          onSave={noop}
          {...extra}
        />,
      );

    it('none: shows the value with Edit, in a group named by the label', () => {
      render('none');
      const group = screen.getByRole('group', { name: 'Mobile phone' });
      expect(group).toHaveAttribute('data-state', 'none');
      expect(within(group).getByText('021 555 0142')).toBeInTheDocument();
      expect(button('Edit')).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByText('Changes Saved')).not.toBeInTheDocument();
    });

    it('edit: offers Cancel and Save with the value in the input', () => {
      render('edit');
      expect(input()).toHaveValue('021 555 0142');
      expect(button('Cancel')).toBeEnabled();
      expect(button('Save')).toBeEnabled();
      expect(queryButton('Edit')).not.toBeInTheDocument();
    });

    it('loading: keeps the input read-only and Save busy', () => {
      render('loading');
      expect(input()).toHaveAttribute('readonly');
      expect(button('Save')).toHaveAttribute('aria-disabled', 'true');
      expect(button('Cancel')).toBeDisabled();
      expect(screen.getByRole('group', { name: 'Mobile phone' })).toHaveAttribute('aria-busy', 'true');
    });

    it("success: offers Edit and the text 'Changes Saved' in a status region, Delete only when asked", () => {
      const { unmount } = render('success');
      expect(button('Edit')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Changes Saved');
      expect(queryButton('Delete')).not.toBeInTheDocument();
      unmount();

      render('success', { onDelete: () => {} });
      expect(button('Delete')).toBeInTheDocument();
    });

    it('error: shows the message, linked to the input and announced', () => {
      render('error', { errorMessage: SAVE_FAILED });
      expect(screen.getByRole('alert')).toHaveTextContent(SAVE_FAILED);
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(input()).toHaveAccessibleDescription(SAVE_FAILED);
      expect(button('Save')).toBeEnabled();
    });

    it('error without a message: shows the generic one', () => {
      render('error');
      expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong');
    });
  });

  it('asks the caller to edit, then focuses the input', async () => {
    renderInBrand(<Caller />);
    await userEvent.click(button('Edit'));
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('021 555 0142');
  });

  it('Cancel drops the draft and returns focus to Edit', async () => {
    const onSave = vi.fn();
    renderInBrand(<Caller onSave={onSave} />);
    await userEvent.click(button('Edit'));
    await userEvent.type(input(), '9');
    await userEvent.click(button('Cancel'));

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('021 555 0142')).toBeInTheDocument();
    expect(button('Edit')).toHaveFocus();
  });

  it('Save sends the draft, keeps focus while saving, then shows Changes Saved with focus on Edit', async () => {
    const onSave = vi.fn();
    renderInBrand(<Caller onSave={onSave} />);
    await userEvent.click(button('Edit'));
    await userEvent.clear(input());
    await userEvent.type(input(), '027 555 0199');
    await userEvent.click(button('Save'));

    expect(onSave).toHaveBeenCalledWith('027 555 0199');
    expect(button('Save')).toHaveFocus();
    expect(button('Save')).toHaveAttribute('data-state', 'pending');

    respond('Server saves');
    expect(await screen.findByText('Changes Saved')).toBeInTheDocument();
    expect(screen.getByText('027 555 0199')).toBeInTheDocument();
    expect(button('Edit')).toHaveFocus();
  });

  it('a failed save shows the error and lets the customer try again', async () => {
    const onSave = vi.fn();
    renderInBrand(<Caller onSave={onSave} />);
    await userEvent.click(button('Edit'));
    await userEvent.type(input(), '1');
    await userEvent.click(button('Save'));
    respond('Server fails');

    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(input()).toHaveValue('021 555 01421');
    expect(button('Save')).toHaveFocus();

    await userEvent.click(button('Save'));
    expect(onSave).toHaveBeenLastCalledWith('021 555 01421');
  });

  it('shows the validation message on Save, not when the input is left, and does not save an invalid draft', async () => {
    const onSave = vi.fn();
    renderInBrand(<Caller onSave={onSave} />);
    await userEvent.click(button('Edit'));
    await userEvent.type(input(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(button('Save'));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(PHONE_INVALID);
    expect(input()).toHaveAccessibleDescription(PHONE_INVALID);
    expect(input()).toHaveFocus();

    // From then on the message follows the draft.
    await userEvent.type(input(), '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels an invalid draft on the first click: nothing appears under the pointer between press and release', async () => {
    const onSave = vi.fn();
    // One session, so the button pressed in one call is released in the next.
    const user = userEvent.setup();
    renderInBrand(<Caller onSave={onSave} />);
    await user.click(button('Edit'));
    await user.type(input(), 'x');
    const cancel = button('Cancel');
    // The press moves focus from the input to Cancel; a message appearing now would push Cancel from under the
    // pointer before the release, and the click would miss.
    await user.pointer({ keys: '[MouseLeft>]', target: cancel });
    expect(cancel).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: cancel });
    expect(queryButton('Cancel')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mobile phone' })).toHaveTextContent('021 555 0142');
    expect(button('Edit')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('filterInput shapes what is typed before it shows, refusing what it drops', async () => {
    const onSave = vi.fn();
    renderInBrand(
      <EditableTextField
        label="Mobile phone"
        value=""
        state="edit"
        filterInput={(text) => text.replace(/[^\d ]/g, '').slice(0, 6)}
        onEdit={vi.fn()}
        onCancel={vi.fn()}
        onSave={onSave}
      />,
    );
    await userEvent.type(input(), 'a1-2.3 456');
    expect(input()).toHaveValue('123 45');
    await userEvent.click(button('Save'));
    expect(onSave).toHaveBeenLastCalledWith('123 45');
  });

  it('Save with an invalid, untouched draft shows the message at once', async () => {
    const onSave = vi.fn();
    renderInBrand(<Caller onSave={onSave} initialValue="" />);
    await userEvent.click(button('Edit'));
    await userEvent.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(PHONE_INVALID);
    expect(input()).toHaveFocus();
  });

  it('starts each edit from the saved value, with no stale error', async () => {
    renderInBrand(<Caller />);
    await userEvent.click(button('Edit'));
    await userEvent.type(input(), 'x');
    await userEvent.click(button('Save'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(button('Cancel'));

    await userEvent.click(button('Edit'));
    expect(input()).toHaveValue('021 555 0142');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Delete asks the caller to delete', async () => {
    const onDelete = vi.fn();
    renderInBrand(<Caller initialState="success" deletable onDelete={onDelete} />);
    await userEvent.click(button('Delete'));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });

  it('saves on Enter without submitting a form it sits in', async () => {
    const onSave = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderInBrand(
      <form onSubmit={onSubmit}>
        <Caller initialState="edit" onSave={onSave} />
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '{Enter}');
    expect(onSave).toHaveBeenCalledWith('021 555 0142');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('masks a password in the value view', () => {
    renderInBrand(
      <EditableTextField
        label="Password"
        type="password"
        value="harakeke-2024"
        state="none"
        onEdit={() => {}}
        onCancel={() => {}}
        onSave={() => {}}
      />,
    );
    expect(screen.queryByText('harakeke-2024')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Password' })).toHaveTextContent('Hidden');
  });

  it('does not take focus when it first renders in edit', () => {
    renderInBrand(<Caller initialState="edit" />);
    expect(input()).not.toHaveFocus();
  });

  describe('keyboard', () => {
    it('Tab reaches Edit; Enter edits; Escape cancels and focus returns to Edit', async () => {
      const onSave = vi.fn();
      renderInBrand(<Caller onSave={onSave} />);
      await userEvent.tab();
      expect(button('Edit')).toHaveFocus();

      await userEvent.keyboard('{Enter}');
      expect(input()).toHaveFocus();
      await userEvent.keyboard('5');
      await userEvent.keyboard('{Escape}');

      expect(onSave).not.toHaveBeenCalled();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.getByText('021 555 0142')).toBeInTheDocument();
      expect(button('Edit')).toHaveFocus();
    });

    it('Space on Edit edits too', async () => {
      renderInBrand(<Caller />);
      await userEvent.tab();
      await userEvent.keyboard(' ');
      expect(input()).toHaveFocus();
    });

    it('Enter in the input saves', async () => {
      const onSave = vi.fn();
      renderInBrand(<Caller onSave={onSave} />);
      await userEvent.click(button('Edit'));
      await userEvent.keyboard('{Backspace}3{Enter}');
      expect(onSave).toHaveBeenCalledWith('021 555 0143');
      expect(input()).toHaveAttribute('readonly');
    });

    it('Tab goes from the input to Cancel then Save; Enter on Save saves', async () => {
      const onSave = vi.fn();
      renderInBrand(<Caller onSave={onSave} />);
      await userEvent.click(button('Edit'));
      await userEvent.tab();
      expect(button('Cancel')).toHaveFocus();
      await userEvent.tab();
      expect(button('Save')).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onSave).toHaveBeenCalledWith('021 555 0142');

      respond('Server saves');
      expect(await screen.findByText('Changes Saved')).toBeInTheDocument();
      expect(button('Edit')).toHaveFocus();
    });

    it('Enter on Cancel cancels and focus returns to Edit', async () => {
      renderInBrand(<Caller />);
      await userEvent.click(button('Edit'));
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(button('Edit')).toHaveFocus();
    });

    it('Escape and Enter do nothing while saving', async () => {
      const onSave = vi.fn();
      renderInBrand(<Caller onSave={onSave} />);
      await userEvent.click(button('Edit'));
      await userEvent.keyboard('{Enter}');
      expect(onSave).toHaveBeenCalledOnce();

      await userEvent.keyboard('{Escape}{Enter}');
      expect(onSave).toHaveBeenCalledOnce();
      expect(input()).toHaveFocus();
      expect(screen.getByRole('group', { name: 'Mobile phone' })).toHaveAttribute('data-state', 'loading');
    });

    it('Escape stays inside the field: a surrounding handler does not see it', async () => {
      const outer = vi.fn();
      renderInBrand(
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- stands in for a dialog that closes on Escape.
        <div onKeyDown={(event) => outer(event.key)}>
          <Caller initialState="edit" />
        </div>,
      );
      await userEvent.click(input());
      await userEvent.keyboard('a{Escape}');
      expect(outer).toHaveBeenCalledWith('a');
      expect(outer).not.toHaveBeenCalledWith('Escape');
    });
  });
});
