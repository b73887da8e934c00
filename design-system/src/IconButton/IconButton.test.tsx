import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { IconButton } from './IconButton.js';

describe('IconButton', () => {
  it('is a button named by its label, its icon hidden', () => {
    const { container } = renderInBrand(<IconButton icon="close" label="Close" />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('type', 'button');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('calls onPress on click, Enter and Space', async () => {
    const onPress = vi.fn();
    renderInBrand(<IconButton icon="plus" label="Add a bottle" onPress={onPress} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a bottle' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('ignores presses when disabled', async () => {
    const onPress = vi.fn();
    renderInBrand(<IconButton icon="minus" label="Remove a bottle" onPress={onPress} isDisabled />);
    const button = screen.getByRole('button', { name: 'Remove a bottle' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows data-hovered under a mouse but not after a tap, and data-pressed while Space is held', async () => {
    // One user-event session, so a release finds the key it pressed.
    const user = userEvent.setup();
    renderInBrand(<IconButton icon="menu" label="Menu" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(button).not.toHaveAttribute('data-hovered');
    await user.hover(button);
    expect(button).toHaveAttribute('data-hovered');
    button.focus();
    await user.keyboard('[Space>]');
    expect(button).toHaveAttribute('data-pressed');
    await user.keyboard('[/Space]');
    expect(button).not.toHaveAttribute('data-pressed');
  });

  it('calls onPress before a composing primitive’s onClick, and once for a held Enter', async () => {
    const calls: string[] = [];
    renderInBrand(
      <IconButton icon="menu" label="Menu" onPress={() => calls.push('press')} onClick={() => calls.push('click')} />,
    );
    screen.getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{Enter>3}{/Enter}');
    expect(calls).toEqual(['press', 'click']);
  });

  it('keeps the handlers a composing primitive passes in beside its own', async () => {
    const theirs = vi.fn();
    // What a Radix trigger's Slot hands its child: handlers IconButton's props do not name.
    const composed = { onKeyDown: theirs, onPointerDown: theirs } as object;
    renderInBrand(<IconButton icon="menu" label="Menu" {...composed} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('data-pressed');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    await user.keyboard('{Enter}');
    expect(theirs).toHaveBeenCalledTimes(2);
  });

  it('passes popup state to assistive technology', () => {
    renderInBrand(
      <IconButton icon="menu" label="Menu" aria-haspopup="dialog" aria-expanded={false} aria-controls="x" />,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-controls', 'x');
  });
});
