import { screen } from '@testing-library/react';
import { renderInBrand } from '../test/render.js';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.js';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    renderInBrand(<Button onClick={onClick}>Pay now</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps focus but ignores presses while pending', async () => {
    const onClick = vi.fn();
    renderInBrand(
      <Button isPending onClick={onClick}>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-state', 'pending');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
