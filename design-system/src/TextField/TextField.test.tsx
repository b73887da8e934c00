import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { COUNT_ANNOUNCE_DELAY_MS } from './CharacterCount.js';
import { TextField } from './TextField.js';

const NAME_REQUIRED = 'Please enter a submitter’s name.';

/** A field validated the spec's way: its error shows once it has been touched (blurred). */
function SubmitterName() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error = value.trim() ? undefined : NAME_REQUIRED;
  return (
    <>
      <TextField
        label="Submitter’s name"
        value={value}
        onChange={setValue}
        onBlur={() => setTouched(true)}
        isInvalid={touched && error !== undefined}
        errorMessage={error}
      />
      <button type="button">Next</button>
    </>
  );
}

describe('TextField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is named by its label and keeps what the customer types when uncontrolled', async () => {
    const onChange = vi.fn();
    renderInBrand(<TextField label="Full name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Aroha');
    expect(input).toHaveValue('Aroha');
    expect(onChange).toHaveBeenLastCalledWith('Aroha');
  });

  it('starts from defaultValue when uncontrolled', () => {
    renderInBrand(<TextField label="Full name" defaultValue="Aroha Ngata" />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Aroha Ngata');
  });

  it('shows the value the caller holds when controlled', async () => {
    function Uppercase() {
      const [value, setValue] = useState('');
      return <TextField label="Branch" value={value} onChange={(next) => setValue(next.toUpperCase())} />;
    }
    renderInBrand(<Uppercase />);
    const input = screen.getByRole('textbox', { name: 'Branch' });
    await userEvent.type(input, 'queen st');
    expect(input).toHaveValue('QUEEN ST');
  });

  it('ignores typing when controlled and the caller does not change the value', async () => {
    renderInBrand(<TextField label="Branch" value="Queen St" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Branch' });
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('Queen St');
  });

  it('links the description with aria-describedby', () => {
    renderInBrand(<TextField label="Email address" description="We send your bills here." />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'We send your bills here.',
    );
  });

  it('shows, links and announces the error message only while invalid', () => {
    const { rerender } = renderInBrand(
      <TextField label="Email address" errorMessage="Please enter a valid email address" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="Email address" isInvalid errorMessage="Please enter a valid email address" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('shows a required field’s error only once it has been touched', async () => {
    renderInBrand(<SubmitterName />);
    const input = screen.getByRole('textbox', { name: 'Submitter’s name' });

    await userEvent.click(input);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(NAME_REQUIRED);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(NAME_REQUIRED);

    await userEvent.type(input, 'Aroha');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks a required field for screen readers and shows "(required)" without changing its name', () => {
    renderInBrand(<TextField label="Submitter’s name" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Submitter’s name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('(required)')).toBeVisible();
  });

  it('counts characters against the limit as the customer types, without blocking past it', async () => {
    renderInBrand(<TextField label="Payment information" characterLimit={12} />);
    const input = screen.getByRole('textbox', { name: 'Payment information' });
    expect(screen.getByText('0/12')).toHaveAttribute('data-state', 'within');

    await userEvent.type(input, 'Invoice');
    expect(screen.getByText('7/12')).toBeInTheDocument();

    await userEvent.type(input, ' 2024-0193');
    expect(input).toHaveValue('Invoice 2024-0193');
    expect(screen.getByText('17/12')).toHaveAttribute('data-state', 'over');
  });

  it('tells screen readers the limit with the field', () => {
    renderInBrand(<TextField label="Site nickname" description="Letters and numbers." characterLimit={25} />);
    expect(screen.getByRole('textbox', { name: 'Site nickname' })).toHaveAccessibleDescription(
      'Letters and numbers. You can enter up to 25 characters.',
    );
  });

  it('announces the characters left politely once typing pauses, not on every keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderInBrand(<TextField label="Payment information" characterLimit={12} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    await user.type(screen.getByRole('textbox', { name: 'Payment information' }), 'Invoice 2024');
    expect(status).toHaveTextContent('');

    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(status).toHaveTextContent('0 characters left');

    await user.type(screen.getByRole('textbox', { name: 'Payment information' }), '-0');
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(status).toHaveTextContent('2 characters over the limit');
  });

  it.each(['email', 'tel', 'password'] as const)('renders a %s input', (type) => {
    const { container } = renderInBrand(<TextField label="Value" type={type} />);
    expect(container.querySelector('input')).toHaveAttribute('type', type);
  });

  it('cannot be typed into when disabled', async () => {
    renderInBrand(<TextField label="Customer number" isDisabled defaultValue="4001" />);
    const input = screen.getByRole('textbox', { name: 'Customer number' });
    expect(input).toBeDisabled();
    await userEvent.type(input, '9');
    expect(input).toHaveValue('4001');
  });

  it('passes key presses to onKeyDown', async () => {
    const onKeyDown = vi.fn();
    renderInBrand(<TextField label="Full name" onKeyDown={onKeyDown} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), '{Escape}');
    expect(onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
  });

  it('forwards its ref to the input', () => {
    let node: HTMLInputElement | null = null;
    renderInBrand(
      <TextField
        label="Full name"
        ref={(element) => {
          node = element;
        }}
      />,
    );
    expect(node).toBe(screen.getByRole('textbox', { name: 'Full name' }));
  });
});
