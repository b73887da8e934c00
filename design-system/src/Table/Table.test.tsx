import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Table } from './Table.js';
import { tableExamples as examples } from './Table.examples.js';

describe('Table', () => {
  it('is a native table named by its caption, each cell announced with its headers', () => {
    renderInBrand(examples.Transactions.render());
    const table = screen.getByRole('table', { name: 'Transactions from 01 May 2026 to 30 Nov 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Description', 'Amount']);
    const payment = within(table).getByRole('row', { name: /20 Oct 2026/ });
    expect(within(payment).getByRole('rowheader')).toHaveTextContent('20 Oct 2026');
    expect(within(payment).getAllByRole('cell')[1]).toHaveTextContent('−$120.00 credit');
  });

  it('scrolls sideways in its own box, which a keyboard reaches and which the caption names (WCAG 1.4.10)', () => {
    renderInBrand(examples.Transactions.render());
    const box = screen.getByRole('region', { name: 'Transactions from 01 May 2026 to 30 Nov 2026' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(screen.getByRole('table'));
  });

  it('forwards its ref and class to the <table>', () => {
    const ref = createRef<HTMLTableElement>();
    renderInBrand(
      <Table ref={ref} className="history" caption="Empty">
        <tbody />
      </Table>,
    );
    expect(screen.getByRole('table', { name: 'Empty' })).toBe(ref.current);
    expect(ref.current).toHaveClass('history');
  });
});
