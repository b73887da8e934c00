import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { preloadSelect, Select, SelectItem, type SelectProps } from './Select.js';
import { selectExamples } from './Select.examples.js';

const NZ_BANKS = [
  { id: 'anz', name: 'ANZ' },
  { id: 'asb', name: 'ASB' },
  { id: 'bnz', name: 'BNZ' },
  { id: 'kiwibank', name: 'Kiwibank' },
  { id: 'westpac', name: 'Westpac' },
  { id: 'tsb', name: 'TSB' },
  { id: 'cooperative', name: 'Co-operative Bank' },
  { id: 'heartland', name: 'Heartland' },
];

function BankPicker(props: Partial<SelectProps<(typeof NZ_BANKS)[number]>>) {
  return (
    <Select label="Bank" placeholder="Select your bank" items={NZ_BANKS} {...props}>
      {(bank) => <SelectItem key={bank.id}>{bank.name}</SelectItem>}
    </Select>
  );
}

// While the list is open, react-aria hides everything else from assistive technology, the trigger included.
const trigger = () => screen.getByRole('button', { name: /Bank/, hidden: true });

describe('Select', () => {
  it('shows its label and placeholder on a button that opens a list', () => {
    renderInBrand(<BankPicker />);
    expect(trigger()).toHaveTextContent('Select your bank');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('lists every bank and chooses one by pointer', async () => {
    const onSelectionChange = vi.fn();
    renderInBrand(<BankPicker onSelectionChange={onSelectionChange} />);
    await userEvent.click(trigger());
    // The first open in this file loads the list's code (SelectPopover), so it appears a moment later.
    const listbox = await screen.findByRole('listbox', { name: 'Bank' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(NZ_BANKS.map((bank) => bank.name));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Kiwibank' }));
    expect(onSelectionChange).toHaveBeenCalledWith('kiwibank');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Kiwibank');
  });

  it('posts the chosen key with its form through the hidden native select', () => {
    const { container } = renderInBrand(<BankPicker name="bank" defaultSelectedKey="westpac" />);
    expect(container.querySelector('select[name="bank"]')).toHaveValue('westpac');
  });

  it('links the error to the trigger and announces it', () => {
    renderInBrand(
      <BankPicker isInvalid errorMessage="Please select your bank." description="Where the money comes from." />,
    );
    expect(trigger()).toHaveAccessibleDescription('Where the money comes from. Please select your bank.');
    expect(trigger()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please select your bank.');
  });

  it('shows the error only once the field has been touched', async () => {
    renderInBrand(selectExamples.ValidatedOnBlur.render());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select your bank.');
  });

  it('cannot be opened when disabled', async () => {
    renderInBrand(<BankPicker isDisabled defaultSelectedKey="asb" />);
    expect(trigger()).toBeDisabled();
    await userEvent.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  describe('keyboard', () => {
    // Each test here opens a list whose code has loaded, whichever runs first (Select.list-loading.isolated.test.tsx
    // opens one whose code has not).
    beforeAll(() => preloadSelect());
    it('opens with Enter, moves with the arrows, chooses with Enter and returns focus to the trigger', async () => {
      const onSelectionChange = vi.fn();
      renderInBrand(<BankPicker onSelectionChange={onSelectionChange} />);
      await userEvent.tab();
      expect(trigger()).toHaveFocus();

      await userEvent.keyboard('{Enter}');
      const listbox = screen.getByRole('listbox', { name: 'Bank' });
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      expect(within(listbox).getByRole('option', { name: 'ANZ' })).toHaveFocus();

      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(within(listbox).getByRole('option', { name: 'BNZ' })).toHaveFocus();

      await userEvent.keyboard('{Enter}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(onSelectionChange).toHaveBeenCalledWith('bnz');
      expect(trigger()).toHaveTextContent('BNZ');
      // react-aria's FocusScope restores focus in the next animation frame.
      await waitFor(() => expect(trigger()).toHaveFocus());
    });

    it('opens with ArrowDown on the selected option', async () => {
      renderInBrand(<BankPicker defaultSelectedKey="westpac" />);
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { name: 'Westpac' })).toHaveFocus();
      expect(screen.getByRole('option', { name: 'Westpac' })).toHaveAttribute('aria-selected', 'true');
    });

    it('closes with Escape without choosing and returns focus to the trigger', async () => {
      const onSelectionChange = vi.fn();
      renderInBrand(<BankPicker defaultSelectedKey="asb" onSelectionChange={onSelectionChange} />);
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      await userEvent.keyboard('{ArrowDown}{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(onSelectionChange).not.toHaveBeenCalled();
      expect(trigger()).toHaveTextContent('ASB');
      // react-aria's FocusScope restores focus in the next animation frame.
      await waitFor(() => expect(trigger()).toHaveFocus());
    });

    it('jumps to a bank by typing its first letters', async () => {
      const onSelectionChange = vi.fn();
      renderInBrand(<BankPicker onSelectionChange={onSelectionChange} />);
      await userEvent.tab();
      await userEvent.keyboard('Kiw');
      expect(onSelectionChange).toHaveBeenLastCalledWith('kiwibank');
      expect(trigger()).toHaveTextContent('Kiwibank');
    });
  });
});
