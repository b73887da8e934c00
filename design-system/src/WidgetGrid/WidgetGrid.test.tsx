import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { WidgetGridCell, WidgetGridPlaceholder } from './WidgetGrid.js';
import { widgetGridExamples as examples } from './WidgetGrid.examples.js';

describe('WidgetGrid', () => {
  it('holds a busy widget at its loaded height, and marks wide cells', () => {
    renderInBrand(examples.Widgets.render());
    const loading = screen.getByRole('region', { name: 'Your account' }).parentElement;
    expect(loading?.style.getPropertyValue('--widget-loaded-height')).toBe('240px');
    const hero = screen.getByRole('region', { name: 'Kia ora, Aroha' }).parentElement;
    expect(hero).toHaveAttribute('data-wide');
  });

  it('announces its placeholders beside a grid hidden from assistive technology', () => {
    renderInBrand(examples.Placeholders.render());
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('gives a placeholder the height of the widget it stands for', () => {
    renderInBrand(<WidgetGridPlaceholder height={212} data-testid="placeholder" />);
    expect(screen.getByTestId('placeholder')).toHaveStyle({ height: '212px' });
  });

  it('lets a cell take focus from script, and forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    renderInBrand(
      <WidgetGridCell ref={ref} tabIndex={-1} className="cell" data-widget-type="billSummary">
        content
      </WidgetGridCell>,
    );
    ref.current?.focus();
    expect(ref.current).toHaveFocus();
    expect(ref.current).toHaveClass('cell');
    expect(ref.current).toHaveAttribute('data-widget-type', 'billSummary');
  });
});
