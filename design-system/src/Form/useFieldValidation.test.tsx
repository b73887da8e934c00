import { act, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.js';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { renderInBrand } from '../test/render.js';
import { TextField } from '../TextField/TextField.js';
import { useFieldValidation } from './useFieldValidation.js';

const NAME_REQUIRED = 'Please enter a submitter’s name.';
const INFO_REQUIRED = 'Please provide payment information.';
const INFO_TOO_LONG = 'Sorry payment information has a max length of 12 characters.';
const TERMS = 'You must read and agree to the Terms and Conditions.';

const validators = {
  submitterName: (value: string) => (value.trim() ? undefined : NAME_REQUIRED),
  paymentInformation: (value: string) =>
    !value.trim() ? INFO_REQUIRED : value.length > 12 ? INFO_TOO_LONG : undefined,
};

function DirectDebitForm({ withTerms = false }: { withTerms?: boolean }) {
  const form = useFieldValidation({
    initialValues: { submitterName: '', paymentInformation: '', acknowledgeTAndC: false },
    // Without the box on screen, its field must not hold the submit back.
    initialTouched: { acknowledgeTAndC: !withTerms },
    fields: { ...validators, acknowledgeTAndC: (agreed) => (agreed || !withTerms ? undefined : TERMS) },
  });
  return (
    <form
      aria-label="Direct debit"
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
      }}
    >
      <TextField label="Submitter’s name" {...form.fields.submitterName.props} />
      <TextField label="Payment information" characterLimit={12} {...form.fields.paymentInformation.props} />
      {withTerms && <Checkbox {...form.fields.acknowledgeTAndC.props}>I agree to the Terms and Conditions</Checkbox>}
      <Button type="submit" isDisabled={!form.allTouchedAndValid}>
        Submit
      </Button>
      <Button type="button" variant="secondary" onClick={() => form.touchAll()}>
        Check my details
      </Button>
    </form>
  );
}

const nameField = () => screen.getByRole('textbox', { name: 'Submitter’s name' });
const infoField = () => screen.getByRole('textbox', { name: 'Payment information' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('useFieldValidation', () => {
  it('shows no errors and keeps submit disabled before anything is touched', () => {
    renderInBrand(<DirectDebitForm />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(submit()).toBeDisabled();
  });

  it('shows a field’s error once it is left, linked with aria-describedby, and not before', async () => {
    renderInBrand(<DirectDebitForm />);
    await userEvent.click(nameField());
    await userEvent.keyboard('   ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(NAME_REQUIRED);
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(NAME_REQUIRED);
    // The field just entered is not touched yet.
    expect(infoField()).not.toHaveAttribute('aria-invalid');
  });

  it('updates a touched field’s error as the customer types', async () => {
    renderInBrand(<DirectDebitForm />);
    await userEvent.click(infoField());
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(INFO_REQUIRED);

    await userEvent.type(infoField(), 'Invoice 2024-0193');
    expect(screen.getByRole('alert')).toHaveTextContent(INFO_TOO_LONG);

    await userEvent.clear(infoField());
    await userEvent.type(infoField(), 'INV-0193');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('enables submit only when every field is touched and valid', async () => {
    renderInBrand(<DirectDebitForm />);
    await userEvent.type(nameField(), 'Aroha Ngata');
    await userEvent.type(infoField(), 'INV-0193');
    // Both valid, but the second field has not been left yet.
    expect(submit()).toBeDisabled();

    await userEvent.tab();
    expect(submit()).toBeEnabled();

    await userEvent.clear(nameField());
    expect(submit()).toBeDisabled();
  });

  it('shows every error when all fields are touched at once (a submit attempt)', async () => {
    renderInBrand(<DirectDebitForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Check my details' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringContaining(NAME_REQUIRED),
      expect.stringContaining(INFO_REQUIRED),
    ]);
  });

  it('counts ticking a checkbox as touching it', async () => {
    renderInBrand(<DirectDebitForm withTerms />);
    const terms = screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await userEvent.click(terms);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(terms);
    expect(screen.getByRole('alert')).toHaveTextContent(TERMS);
    expect(terms).toHaveAccessibleDescription(TERMS);
  });

  it('reports from touchAll whether the form is valid, and resets', () => {
    const { result } = renderHook(() =>
      useFieldValidation({
        initialValues: { submitterName: '', paymentInformation: 'INV-1' },
        fields: validators,
      }),
    );
    let valid = true;
    act(() => {
      valid = result.current.touchAll();
    });
    expect(valid).toBe(false);
    expect(result.current.fields.submitterName.error).toBe(NAME_REQUIRED);
    expect(result.current.fields.paymentInformation.touched).toBe(true);

    act(() => result.current.fields.submitterName.setValue('Aroha'));
    expect(result.current.allTouchedAndValid).toBe(true);
    expect(result.current.values).toEqual({ submitterName: 'Aroha', paymentInformation: 'INV-1' });

    act(() => result.current.reset());
    expect(result.current.values.submitterName).toBe('');
    expect(result.current.fields.submitterName.touched).toBe(false);
    expect(result.current.allTouchedAndValid).toBe(false);
  });

  it('can start with pre-filled, already touched fields', () => {
    const { result } = renderHook(() =>
      useFieldValidation({
        initialValues: { submitterName: 'Aroha', paymentInformation: 'INV-1' },
        initialTouched: { submitterName: true, paymentInformation: true },
        fields: validators,
      }),
    );
    expect(result.current.allTouchedAndValid).toBe(true);
  });
});
