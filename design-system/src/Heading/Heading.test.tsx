import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Heading } from './Heading.js';

describe('Heading', () => {
  it.each([1, 2, 3, 4] as const)('renders an outline heading of level %i', (level) => {
    renderInBrand(<Heading level={level}>Current bill</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Current bill' })).toBeInTheDocument();
  });

  it('keeps its outline level when sized differently', () => {
    renderInBrand(
      <Heading level={2} size="xl" id="welcome">
        Welcome back
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back' })).toHaveAttribute('id', 'welcome');
  });
});
