import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { DescriptionDetails, DescriptionList, DescriptionTerm } from './DescriptionList.js';
import { descriptionListExamples as examples } from './DescriptionList.examples.js';

describe('DescriptionList', () => {
  it('pairs each term with its details', () => {
    renderInBrand(examples.Facts.render());
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Customer number', 'Property', 'Due date']);
    expect(terms.map((term) => term.nextElementSibling?.textContent)).toEqual([
      '1002003004',
      '7 Tawa Terrace, Tawa, Wellington 5028',
      '01 Dec 2026',
    ]);
    expect(screen.getAllByRole('definition')).toHaveLength(3);
  });

  it('marks a value that needs action, which says so in words', () => {
    renderInBrand(examples.Danger.render());
    const overdue = screen.getByText('$62.10, please pay now');
    expect(overdue).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('$122.42')).toHaveAttribute('data-tone', 'default');
  });

  it('forwards its refs and takes class names', () => {
    const list = createRef<HTMLDListElement>();
    const term = createRef<HTMLElement>();
    const details = createRef<HTMLElement>();
    renderInBrand(
      <DescriptionList ref={list} className="facts">
        <DescriptionTerm ref={term} className="term">
          Due date
        </DescriptionTerm>
        <DescriptionDetails ref={details} className="value">
          01 Dec 2026
        </DescriptionDetails>
      </DescriptionList>,
    );
    expect(list.current).toHaveClass('facts');
    expect(term.current).toHaveClass('term');
    expect(details.current).toHaveClass('value');
    expect(details.current?.tagName).toBe('DD');
  });
});
