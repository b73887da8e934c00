import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HatchPattern } from './HatchPattern.js';

describe('HatchPattern', () => {
  it('defines a pattern a bar can reference by id, its lines coloured by a class', () => {
    const { container } = render(
      <svg>
        <defs>
          <HatchPattern id="estimated" className="ink" spacing={8} />
        </defs>
      </svg>,
    );
    const pattern = container.querySelector('pattern#estimated');
    expect(pattern).toHaveAttribute('width', '8');
    expect(pattern?.querySelector('line')).toHaveClass('ink');
  });
});
