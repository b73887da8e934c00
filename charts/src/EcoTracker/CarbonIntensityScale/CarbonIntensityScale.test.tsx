import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CarbonIntensityScale, type CarbonIntensityScaleProps } from './CarbonIntensityScale.js';

const renderScale = (props: CarbonIntensityScaleProps) => renderInBrand(<CarbonIntensityScale {...props} />);

describe('CarbonIntensityScale', () => {
  it.each([
    [1, 'Very low'],
    [2, 'Low'],
    [3, 'Moderate'],
    [4, 'High'],
    [5, 'Very high'],
  ])('is a meter named Carbon intensity, at level %i saying %s', (level, text) => {
    renderScale({ level });
    const meter = screen.getByRole('meter', { name: 'Carbon intensity' });
    expect(meter).toHaveAttribute('aria-valuenow', String(level));
    expect(meter).toHaveAttribute('aria-valuemin', '1');
    expect(meter).toHaveAttribute('aria-valuemax', '5');
    expect(meter).toHaveAttribute('aria-valuetext', `${text}, ${level} of 5`);
    expect(screen.getByText(text, { selector: '[data-value]' })).toBeVisible();
    // The current step is marked in the drawing by more than colour: it alone is taller and pointed at.
    expect(meter.querySelectorAll('[data-current]')).toHaveLength(1);
    expect(meter.querySelector('[data-current]')).toHaveAttribute('data-step', String(level));
    expect(meter.querySelector('[data-marker]')).not.toBeNull();
  });

  it("shows 'No data' without a meter when the level is 0 or not a level", () => {
    for (const level of [0, 7, null]) {
      const { unmount, container } = renderScale({ level });
      expect(screen.queryByRole('meter')).toBeNull();
      expect(screen.getByText('Carbon intensity')).toBeVisible();
      expect(screen.getByText('No data')).toBeVisible();
      expect(container.querySelector('[data-marker]')).toBeNull();
      expect(container.querySelector('[data-carbon-scale]')).toHaveAttribute('data-state', 'empty');
      unmount();
    }
  });

  it("says a forecast level with 'predicted to be' and a past one with 'was' (spec 2 §4)", () => {
    const { unmount } = renderScale({ level: 2, tense: 'forecast' });
    expect(screen.getByRole('meter', { name: 'Carbon intensity' })).toHaveAttribute(
      'aria-valuetext',
      'Predicted to be low, 2 of 5',
    );
    expect(screen.getByText('Predicted to be low')).toBeVisible();
    unmount();
    renderScale({ level: 4, tense: 'past', label: 'Carbon intensity at 6pm' });
    expect(screen.getByRole('meter', { name: 'Carbon intensity at 6pm' })).toHaveAttribute(
      'aria-valuetext',
      'Was high, 4 of 5',
    );
  });

  it('says it is loading, and offers a retry with the spec’s detail on error', async () => {
    const { unmount } = renderScale({ level: null, status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading carbon intensity');
    unmount();
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderScale({ level: null, status: 'error', onRetry });
    expect(screen.getByText(/An error occurred while retrieving your data\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
