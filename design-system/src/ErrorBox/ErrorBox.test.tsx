import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { ErrorBox } from './ErrorBox.js';

describe('ErrorBox', () => {
  it('announces the generic title', () => {
    renderInBrand(<ErrorBox />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a reload button that calls onRetry', async () => {
    const onRetry = vi.fn();
    renderInBrand(<ErrorBox onRetry={onRetry} retryLabel="Reload" />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
