import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Checkbox } from './Checkbox.js';

const TERMS_MESSAGE = 'You must read and agree to the Terms and Conditions.';

/** The spec's rule: the error shows once the box has been touched and while it is unticked. */
function Terms() {
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  return (
    <Checkbox
      isSelected={agreed}
      onChange={setAgreed}
      onBlur={() => setTouched(true)}
      isRequired
      isInvalid={touched && !agreed}
      errorMessage={TERMS_MESSAGE}
    >
      I agree to the Terms and Conditions
    </Checkbox>
  );
}

describe('Checkbox', () => {
  it('is named by its label and toggles when the label is clicked', async () => {
    const onChange = vi.fn();
    renderInBrand(<Checkbox onChange={onChange}>Send my bills by email</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Send my bills by email' });
    expect(checkbox).not.toBeChecked();

    await userEvent.click(screen.getByText('Send my bills by email'));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Space from the keyboard', async () => {
    renderInBrand(<Checkbox>Send my bills by email</Checkbox>);
    await userEvent.tab();
    const checkbox = screen.getByRole('checkbox', { name: 'Send my bills by email' });
    expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
  });

  it('shows the state the caller holds when controlled', async () => {
    renderInBrand(
      <Checkbox isSelected onChange={() => {}}>
        Send my bills by email
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Send my bills by email' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
  });

  it('exposes its state as data-state for styles', async () => {
    const { container } = renderInBrand(<Checkbox defaultSelected>Send my bills by email</Checkbox>);
    const root = container.querySelector('[data-state]');
    expect(root).toHaveAttribute('data-state', 'checked');
    await userEvent.click(screen.getByRole('checkbox'));
    expect(root).toHaveAttribute('data-state', 'unchecked');
  });

  it('links its description with aria-describedby', () => {
    renderInBrand(<Checkbox description="About once a month.">Send me promotions by email</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'Send me promotions by email' })).toHaveAccessibleDescription(
      'About once a month.',
    );
  });

  it('shows the Terms and Conditions error once touched, linked and announced, until it is ticked', async () => {
    renderInBrand(<Terms />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.tab();
    expect(checkbox).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();

    expect(screen.getByRole('alert')).toHaveTextContent(TERMS_MESSAGE);
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(TERMS_MESSAGE);

    await userEvent.click(checkbox);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(checkbox).not.toHaveAttribute('aria-invalid');
  });

  it('cannot be toggled when disabled', async () => {
    const onChange = vi.fn();
    renderInBrand(
      <Checkbox isDisabled onChange={onChange}>
        Send my bills by email
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Send my bills by email' });
    expect(checkbox).toBeDisabled();
    await userEvent.click(screen.getByText('Send my bills by email'));
    expect(checkbox).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
