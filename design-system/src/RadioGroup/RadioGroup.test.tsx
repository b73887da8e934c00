import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Radio, RadioGroup } from './RadioGroup.js';
import { radioGroupExamples } from './RadioGroup.examples.js';

function PaymentType(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Payment type" defaultValue="directDebit" {...props}>
      <Radio value="directDebit">Direct debit</Radio>
      <Radio value="creditCard">Credit card</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radio group named by its label, with direct debit selected by default', () => {
    renderInBrand(<PaymentType />);
    expect(screen.getByRole('radiogroup', { name: 'Payment type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Direct debit' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Credit card' })).not.toBeChecked();
  });

  it('selects an option on click and tells the caller', async () => {
    const onChange = vi.fn();
    renderInBrand(<PaymentType onChange={onChange} />);
    await userEvent.click(screen.getByText('Credit card'));
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('creditCard');
    expect(screen.getByText('Credit card').closest('label')).toHaveAttribute('data-state', 'checked');
  });

  it('moves the selection with the arrow keys after tabbing in', async () => {
    const onChange = vi.fn();
    renderInBrand(<PaymentType onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Direct debit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Credit card' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('creditCard');
  });

  it('links its description and error to the group and announces the error', () => {
    renderInBrand(
      <PaymentType
        description="You can change this later."
        isInvalid
        errorMessage="Please choose how you would like to pay."
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Payment type' });
    expect(group).toHaveAccessibleDescription('You can change this later. Please choose how you would like to pay.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose how you would like to pay.');
  });

  it('clears the error once an option is chosen', async () => {
    const { render } = radioGroupExamples.WithError;
    renderInBrand(render());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Credit card'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lays options out in the orientation asked for', () => {
    renderInBrand(<PaymentType orientation="horizontal" />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('data-orientation', 'horizontal');
  });

  it('ignores a disabled option', async () => {
    renderInBrand(
      <RadioGroup label="Payment type" defaultValue="directDebit">
        <Radio value="directDebit">Direct debit</Radio>
        <Radio value="creditCard" isDisabled>
          Credit card
        </Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeDisabled();
    await userEvent.click(screen.getByText('Credit card'));
    expect(screen.getByRole('radio', { name: 'Direct debit' })).toBeChecked();
  });

  it('disables every option when the group is disabled', () => {
    renderInBrand(<PaymentType isDisabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
