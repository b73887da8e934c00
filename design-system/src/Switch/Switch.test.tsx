import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Switch } from './Switch.js';

describe('Switch', () => {
  it('is a switch named by its label that flips when the label is clicked', async () => {
    const onChange = vi.fn();
    renderInBrand(<Switch onChange={onChange}>Send my bills by email</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Send my bills by email' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(screen.getByText('Send my bills by email'));
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('flips with Space from the keyboard', async () => {
    renderInBrand(<Switch defaultSelected>Send my bills by email</Switch>);
    await userEvent.tab();
    const toggle = screen.getByRole('switch', { name: 'Send my bills by email' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('draws its focus ring while the keyboard has it, and drops it when focus leaves', async () => {
    const { container } = renderInBrand(<Switch>Send my bills by email</Switch>);
    await userEvent.tab();
    expect(container.querySelector('[data-focus-visible]')).not.toBeNull();
    await userEvent.tab();
    expect(container.querySelector('[data-focus-visible]')).toBeNull();
  });

  it('shows the word On or Off as well as the thumb, so colour is not the only cue', async () => {
    const { container } = renderInBrand(<Switch>Send my bills by email</Switch>);
    expect(screen.getByText('Off')).toBeVisible();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'off');

    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByText('On')).toBeVisible();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'on');
  });

  it('keeps the On/Off words out of its accessible name', () => {
    renderInBrand(<Switch defaultSelected>Send my bills by email</Switch>);
    expect(screen.getByRole('switch')).toHaveAccessibleName('Send my bills by email');
  });

  it('shows the state the caller holds when controlled', async () => {
    const onChange = vi.fn();
    renderInBrand(
      <Switch isSelected={false} onChange={onChange}>
        Send my bills by email
      </Switch>,
    );
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('links its description with aria-describedby', () => {
    renderInBrand(<Switch description="About once a month.">Send me promotions by email</Switch>);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('About once a month.');
  });

  it('cannot be flipped when disabled', async () => {
    renderInBrand(<Switch isDisabled>Send my bills by email</Switch>);
    const toggle = screen.getByRole('switch');
    expect(toggle).toBeDisabled();
    await userEvent.click(screen.getByText('Send my bills by email'));
    expect(toggle).not.toBeChecked();
  });

  it('keeps focus and refuses flips when read-only, e.g. while its change is saved', async () => {
    const onChange = vi.fn();
    renderInBrand(
      <Switch isReadOnly defaultSelected onChange={onChange}>
        Send my bills by email
      </Switch>,
    );
    await userEvent.tab();
    const toggle = screen.getByRole('switch', { name: 'Send my bills by email' });
    expect(toggle).toHaveFocus();
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAttribute('aria-readonly', 'true');
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(toggle).toHaveFocus();
    await userEvent.click(screen.getByText('Send my bills by email'));
    expect(toggle).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
