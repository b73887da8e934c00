import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { ChoiceCard, ChoiceCardGroup, ChoiceCardList } from './ChoiceCardList.js';
import { choiceCardListExamples as examples } from './ChoiceCardList.examples.js';

describe('ChoiceCardList', () => {
  it('is a list named by its group heading, of buttons named by their labels and described by their details', () => {
    renderInBrand(examples.Choosing.render());
    const group = screen.getByRole('region', { name: 'Account 1002003004' });
    const list = within(group).getByRole('list', { name: 'Account 1002003004' });
    const home = within(list).getByRole('button', { name: 'Home' });
    expect(home).toHaveAccessibleDescription(/^Showing now.*7 Tawa Terrace, Tawa, Wellington 5028$/);
    expect(home).toHaveAttribute('aria-current', 'true');
    expect(home).toHaveAttribute('data-state', 'current');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('chooses with a press, Enter or Space', async () => {
    const onClick = vi.fn();
    renderInBrand(
      <ChoiceCardList aria-label="Sites">
        <ChoiceCard icon={null} label="Home" onClick={onClick} />
        <ChoiceCard icon={null} label="Bach" onClick={onClick} />
      </ChoiceCardList>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Bach' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('moves the current mark to the card chosen', async () => {
    renderInBrand(examples.Choosing.render());
    await userEvent.click(screen.getByRole('button', { name: 'Bach' }));
    expect(screen.getByRole('button', { name: 'Bach' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('ignores presses while a choice is applied, but keeps every card focusable', async () => {
    const onClick = vi.fn();
    renderInBrand(
      <ChoiceCardList aria-label="Sites">
        <ChoiceCard icon={null} label="Home" isCurrent isDisabled onClick={onClick} />
        <ChoiceCard icon={null} label="Bach" status="Switching…" isPending isDisabled onClick={onClick} />
      </ChoiceCardList>,
    );
    const bach = screen.getByRole('button', { name: 'Bach' });
    expect(bach).toHaveAttribute('data-state', 'pending');
    expect(bach).toHaveAttribute('aria-disabled', 'true');
    expect(bach).toHaveAttribute('data-disabled');
    expect(bach).toHaveAccessibleDescription('Switching…');
    expect(bach).toBeEnabled();
    await userEvent.click(bach);
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onClick).not.toHaveBeenCalled();
    bach.focus();
    expect(bach).toHaveFocus();
  });

  it('forwards its refs and takes a class name', () => {
    const list = createRef<HTMLUListElement>();
    const card = createRef<HTMLButtonElement>();
    const group = createRef<HTMLElement>();
    renderInBrand(
      <ChoiceCardGroup ref={group} heading="Account 1" className="group">
        <ChoiceCardList ref={list} className="list">
          <ChoiceCard ref={card} icon={null} label="Home" className="card" />
        </ChoiceCardList>
      </ChoiceCardGroup>,
    );
    expect(group.current).toHaveClass('group');
    expect(list.current).toHaveClass('list');
    expect(card.current).toBe(screen.getByRole('button', { name: 'Home' }));
    expect(card.current).toHaveClass('card');
  });
});
