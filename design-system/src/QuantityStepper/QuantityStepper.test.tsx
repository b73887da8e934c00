import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.js';

function Bottles(props: Partial<QuantityStepperProps>) {
  return <QuantityStepper label="Number of bottles" {...props} />;
}

const field = () => screen.getByRole('spinbutton', { name: 'Number of bottles' });
const plus = () => screen.getByRole('button', { name: 'Increase Number of bottles' });
const minus = () => screen.getByRole('button', { name: 'Decrease Number of bottles' });
const CLAMPED = 'The most you can order is 35, so we’ve changed the number to 35.';

/** Replaces the field's text as a customer would: select all, then type. */
async function typeInto(text: string) {
  await userEvent.tripleClick(field());
  await userEvent.keyboard(text);
}

describe('QuantityStepper', () => {
  it('starts at one bottle, with − disabled at the minimum', () => {
    renderInBrand(<Bottles />);
    expect(field()).toHaveValue('1');
    expect(field()).toHaveAttribute('aria-valuenow', '1');
    expect(field()).toHaveAttribute('aria-valuemin', '1');
    expect(field()).toHaveAttribute('aria-valuemax', '99');
    expect(minus()).toBeDisabled();
    expect(plus()).toBeEnabled();
  });

  it('steps with + and −, and disables + at the maximum', async () => {
    const onChange = vi.fn();
    renderInBrand(<Bottles max={3} onChange={onChange} />);
    await userEvent.click(plus());
    await userEvent.click(plus());
    expect(field()).toHaveValue('3');
    expect(plus()).toBeDisabled();
    expect(onChange).toHaveBeenLastCalledWith(3, { clamped: false });
    await userEvent.click(minus());
    expect(field()).toHaveValue('2');
    expect(plus()).toBeEnabled();
  });

  it('keeps its buttons out of the tab order, since the arrow keys do the same', async () => {
    renderInBrand(<Bottles />);
    await userEvent.tab();
    expect(field()).toHaveFocus();
    await userEvent.tab();
    expect(field()).not.toHaveFocus();
    expect(plus()).not.toHaveFocus();
  });

  it('clamps a typed number above the maximum, flags it to the caller and tells the customer', async () => {
    const onChange = vi.fn();
    renderInBrand(<Bottles max={35} onChange={onChange} />);
    await typeInto('50');
    expect(field()).toHaveValue('35');
    expect(onChange).toHaveBeenLastCalledWith(35, { clamped: true });
    expect(screen.getByRole('status')).toHaveTextContent(CLAMPED);
    expect(field()).toHaveAccessibleDescription(CLAMPED);
    expect(plus()).toBeDisabled();
  });

  it('drops the clamp message once the customer changes the number', async () => {
    renderInBrand(<Bottles max={35} defaultValue={40} />);
    expect(field()).toHaveValue('35');
    expect(screen.getByRole('status')).toHaveTextContent(CLAMPED);
    await userEvent.click(minus());
    expect(field()).toHaveValue('34');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('strips whitespace and leading zeros as the customer types', async () => {
    const onChange = vi.fn();
    renderInBrand(<Bottles onChange={onChange} />);
    await typeInto('0 0 7');
    expect(field()).toHaveValue('7');
    expect(onChange).toHaveBeenLastCalledWith(7, { clamped: false });
  });

  it('clears the field when a non-digit is typed, and settles on the minimum when left empty', async () => {
    const onChange = vi.fn();
    renderInBrand(<Bottles onChange={onChange} />);
    await typeInto('12');
    await userEvent.keyboard('x');
    expect(field()).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(null, { clamped: false });
    await userEvent.tab();
    expect(field()).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1, { clamped: false });
  });

  it('links its description and error to the field', () => {
    renderInBrand(<Bottles description="45 kg bottles." isInvalid errorMessage="We could not place your order." />);
    expect(field()).toHaveAccessibleDescription('45 kg bottles. We could not place your order.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not place your order.');
  });

  it('cannot be changed when disabled', () => {
    renderInBrand(<Bottles isDisabled defaultValue={2} />);
    expect(field()).toBeDisabled();
    expect(plus()).toBeDisabled();
    expect(minus()).toBeDisabled();
  });

  describe('keyboard', () => {
    it('steps with the up and down arrows within the limits', async () => {
      const onChange = vi.fn();
      renderInBrand(<Bottles max={3} onChange={onChange} />);
      await userEvent.tab();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      expect(field()).toHaveValue('3');
      await userEvent.keyboard('{ArrowUp}');
      expect(field()).toHaveValue('3');
      expect(onChange).toHaveBeenCalledTimes(2);
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(field()).toHaveValue('1');
      expect(field()).toHaveAttribute('aria-valuenow', '1');
    });

    it('jumps to the limits with Home and End', async () => {
      renderInBrand(<Bottles max={35} defaultValue={4} />);
      await userEvent.tab();
      await userEvent.keyboard('{End}');
      expect(field()).toHaveValue('35');
      await userEvent.keyboard('{Home}');
      expect(field()).toHaveValue('1');
    });

    it('takes a typed number and keeps focus in the field', async () => {
      const onChange = vi.fn();
      renderInBrand(<Bottles onChange={onChange} />);
      await userEvent.tab();
      await userEvent.keyboard('{Backspace}24');
      expect(field()).toHaveValue('24');
      expect(field()).toHaveFocus();
      expect(onChange).toHaveBeenLastCalledWith(24, { clamped: false });
    });
  });
});
