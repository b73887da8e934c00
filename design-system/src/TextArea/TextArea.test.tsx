import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { COUNT_ANNOUNCE_DELAY_MS } from '../TextField/CharacterCount.js';
import { TextArea } from './TextArea.js';

describe('TextArea', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled multi-line textbox that keeps line breaks', async () => {
    const onChange = vi.fn();
    renderInBrand(<TextArea label="Branch address" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Branch address' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, '120 Queen Street{Enter}Auckland');
    expect(area).toHaveValue('120 Queen Street\nAuckland');
    expect(onChange).toHaveBeenLastCalledWith('120 Queen Street\nAuckland');
  });

  it('shows the value the caller holds when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('Queen St');
      return (
        <>
          <TextArea label="Branch address" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    renderInBrand(<Controlled />);
    const area = screen.getByRole('textbox', { name: 'Branch address' });
    await userEvent.type(area, ', Auckland');
    expect(area).toHaveValue('Queen St, Auckland');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(area).toHaveValue('');
  });

  it('counts characters, line breaks included, against the limit', async () => {
    renderInBrand(<TextArea label="Branch address" characterLimit={10} />);
    const area = screen.getByRole('textbox', { name: 'Branch address' });
    expect(screen.getByText('0/10')).toBeInTheDocument();
    await userEvent.type(area, 'Queen{Enter}St');
    expect(screen.getByText('8/10')).toHaveAttribute('data-state', 'within');
    await userEvent.type(area, ' CBD');
    expect(area).toHaveValue('Queen\nSt CBD');
    expect(screen.getByText('12/10')).toHaveAttribute('data-state', 'over');
  });

  it('announces the characters left politely once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderInBrand(<TextArea label="Branch address" characterLimit={150} />);
    await user.type(screen.getByRole('textbox', { name: 'Branch address' }), 'Queen St');
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent('142 characters left');
  });

  it('links its description, the limit and, while invalid, the error with aria-describedby', () => {
    const { rerender } = renderInBrand(
      <TextArea label="Branch address" description="As printed on your bank statement." characterLimit={150} />,
    );
    const area = screen.getByRole('textbox', { name: 'Branch address' });
    expect(area).toHaveAccessibleDescription('As printed on your bank statement. You can enter up to 150 characters.');

    rerender(
      <TextArea
        label="Branch address"
        description="As printed on your bank statement."
        characterLimit={150}
        isInvalid
        errorMessage="Please enter the branch address."
      />,
    );
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the branch address.');
    expect(area).toHaveAccessibleDescription(
      'As printed on your bank statement. Please enter the branch address. You can enter up to 150 characters.',
    );
  });

  it('shows its error only after the customer leaves the field', async () => {
    function Required() {
      const [value, setValue] = useState('');
      const [touched, setTouched] = useState(false);
      return (
        <TextArea
          label="Branch address"
          value={value}
          onChange={setValue}
          onBlur={() => setTouched(true)}
          isInvalid={touched && !value}
          errorMessage="Please enter the branch address."
        />
      );
    }
    renderInBrand(<Required />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Branch address' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the branch address.');
  });

  it('is required and disabled on request', () => {
    renderInBrand(<TextArea label="Branch address" isRequired isDisabled />);
    const area = screen.getByRole('textbox', { name: 'Branch address' });
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(area).toBeDisabled();
  });
});
