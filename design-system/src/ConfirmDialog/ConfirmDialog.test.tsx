import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.js';
import { renderInBrand } from '../test/render.js';
import { ConfirmDialog } from './ConfirmDialog.js';

function renderRemoveCard({ onConfirm = vi.fn(), isPending = false } = {}) {
  renderInBrand(
    <ConfirmDialog
      title="Remove your saved card?"
      description="Visa ending 4242 will no longer be saved for payments."
      keepLabel="Keep card"
      confirmLabel="Remove card"
      onConfirm={onConfirm}
      isPending={isPending}
      trigger={<Button variant="secondary">Remove card</Button>}
    />,
  );
  return onConfirm;
}

describe('ConfirmDialog', () => {
  it('asks the question with what follows, and goes ahead only on its confirming button', async () => {
    const onConfirm = renderRemoveCard();
    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your saved card?' });
    expect(dialog).toHaveAccessibleDescription('Visa ending 4242 will no longer be saved for payments.');
    const buttons = within(dialog).getAllByRole('button', { name: /card$/ });
    // The going-ahead button is last.
    expect(buttons.map((button) => button.textContent)).toEqual(['Keep card', 'Remove card']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps things as they are, closing, and gives focus back to its opener', async () => {
    const onConfirm = renderRemoveCard();
    const opener = screen.getByRole('button', { name: 'Remove card' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });
});
