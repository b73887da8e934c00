import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { BottleLevel, bottleLevelLabel, ProgressBar } from './ProgressBar.js';

describe('ProgressBar', () => {
  it('is a labelled progress bar with its range, value and percentage', () => {
    renderInBrand(<ProgressBar label="Uploading your meter photo" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading your meter photo' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(bar).toHaveTextContent('40%');
  });

  it('shows and announces profile unlock progress in sections', () => {
    renderInBrand(<ProgressBar label="Home profile" value={3} maxValue={5} valueLabel="3 of 5 sections done" />);
    const bar = screen.getByRole('progressbar', { name: 'Home profile' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 5 sections done');
    expect(screen.getByText('3 of 5 sections done')).toBeVisible();
  });
});

describe('bottleLevelLabel (spec 2 §5)', () => {
  it.each([
    [0, 'LOW'],
    [19.9, 'LOW'],
    [20, '20%'],
    [55, '55%'],
    [90, '90%'],
    [90.1, 'FULL'],
    [100, 'FULL'],
    [-1, null],
    [100.5, null],
    [Number.NaN, null],
  ])('%s%% reads %s', (percent, label) => {
    expect(bottleLevelLabel(percent)).toBe(label);
  });
});

describe('BottleLevel', () => {
  it.each([
    [15, 'LOW', 'low'],
    [55, '55%', 'normal'],
    [95, 'FULL', 'full'],
  ])('at %s%% shows %s as text and data-level %s', (percent, text, level) => {
    renderInBrand(<BottleLevel label="Left bottle" percent={percent} />);
    const bar = screen.getByRole('progressbar', { name: 'Left bottle' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar).toHaveAttribute('aria-valuetext', text);
    expect(bar).toHaveAttribute('data-level', level);
    expect(screen.getByText(text)).toBeVisible();
  });

  it('says an invalid reading is not available instead of drawing a level', () => {
    renderInBrand(<BottleLevel label="Right bottle" percent={104} />);
    const bar = screen.getByRole('progressbar', { name: 'Right bottle' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', 'Level not available');
    expect(bar).toHaveAttribute('data-level', 'invalid');
    expect(screen.getByText('Level not available')).toBeVisible();
  });
});
