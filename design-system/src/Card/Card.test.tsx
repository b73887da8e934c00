import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Card } from './Card.js';

describe('Card', () => {
  it('is a region named by its heading', () => {
    renderInBrand(
      <Card labelledBy="balance">
        <h2 id="balance">Current balance</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Current balance' })).toBeInTheDocument();
  });

  it('is no landmark when decorative', () => {
    renderInBrand(<Card as="div">Save $2 a month.</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
