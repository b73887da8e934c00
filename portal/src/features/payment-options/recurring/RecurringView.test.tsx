import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recurringSection } from './Recurring.examples.js';

describe('RecurringView', () => {
  it('asks for the setup’s code as a pointer rests on, or focus reaches, Set up automatic payments', async () => {
    const onSetupIntent = vi.fn();
    renderInBrand(recurringSection({ onSetupIntent }));
    const button = screen.getByRole('button', { name: 'Set up automatic payments' });
    await userEvent.hover(button);
    expect(onSetupIntent).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(onSetupIntent).toHaveBeenCalledTimes(2);
  });

  it('shows the setup under its heading once open', () => {
    renderInBrand(recurringSection({ isSetupShown: true, setup: <p>The setup</p> }));
    expect(screen.getByRole('heading', { level: 3, name: 'Set up automatic payments' })).toBeVisible();
    expect(screen.getByText('The setup')).toBeVisible();
  });
});
