import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Stepper } from './Stepper.js';

const steps = ['Your home', 'Who lives there', 'Heating and hot water', 'Appliances'];

describe('Stepper', () => {
  it('lists the steps in order with their labels visible', () => {
    renderInBrand(<Stepper label="Home profile steps" steps={steps} currentIndex={1} />);
    const list = screen.getByRole('list', { name: 'Home profile steps' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    steps.forEach((step, i) => expect(items[i]).toHaveTextContent(step));
    for (const step of steps) expect(within(list).getByText(step)).toBeVisible();
  });

  it('marks steps complete, current and upcoming, with aria-current on the current one only', () => {
    renderInBrand(<Stepper label="Home profile steps" steps={steps} currentIndex={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.state)).toEqual(['complete', 'current', 'upcoming', 'upcoming']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('says each step’s state in words for screen readers', () => {
    renderInBrand(<Stepper label="Home profile steps" steps={steps} currentIndex={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Your home, completed');
    // The current step's state comes from aria-current, so its label adds nothing.
    expect(within(items[1]!).getByText('Who lives there')).toHaveTextContent(/^Who lives there$/);
    expect(items[3]).toHaveTextContent('Appliances, not started');
  });

  it('names the current step in a line for small screens, hidden from screen readers who have the list', () => {
    const { container } = renderInBrand(<Stepper label="Home profile steps" steps={steps} currentIndex={2} />);
    const summary = container.querySelector('[aria-hidden="true"]:not([data-state] *)');
    expect(summary).toHaveTextContent('Step 3 of 4: Heating and hot water');
  });

  it('shows every step complete past the last', () => {
    const { container } = renderInBrand(
      <Stepper label="Home profile steps" steps={steps} currentIndex={steps.length} />,
    );
    expect(container).toHaveTextContent('All 4 steps complete');
    const items = screen.getAllByRole('listitem');
    expect(items.every((item) => item.dataset.state === 'complete')).toBe(true);
    expect(items.some((item) => item.hasAttribute('aria-current'))).toBe(false);
  });
});
