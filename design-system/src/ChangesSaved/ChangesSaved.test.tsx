import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { ChangesSaved } from './ChangesSaved.js';

describe('ChangesSaved', () => {
  it('says the spec’s words, the tick kept out of what is read', () => {
    renderInBrand(
      <div role="status">
        <ChangesSaved />
      </div>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Changes Saved$/);
  });
});
