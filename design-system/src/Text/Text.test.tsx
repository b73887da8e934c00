import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Text } from './Text.js';

describe('Text', () => {
  it('is a paragraph by default', () => {
    renderInBrand(<Text>Your next bill is due on 20 March.</Text>);
    expect(screen.getByText('Your next bill is due on 20 March.').tagName).toBe('P');
  });

  it('renders the element asked for', () => {
    renderInBrand(
      <Text as="span" tone="muted">
        $182.40
      </Text>,
    );
    expect(screen.getByText('$182.40').tagName).toBe('SPAN');
  });
});
