import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.js';
import { renderInBrand } from '../test/render.js';
import { Drawer } from './Drawer.js';

function renderWithTrigger() {
  return renderInBrand(
    <Drawer title="Account settings" trigger={<Button>Open settings</Button>}>
      <a href="#details">Account Details</a>
    </Drawer>,
  );
}

/** A drawer opened from a control of the app's own, not a Radix trigger. */
function ControlledDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      <Drawer title="Menu" isOpen={open} onOpenChange={setOpen}>
        <a href="#bills">Bills</a>
      </Drawer>
    </>
  );
}

/** Makes every element report one running animation, finished when `finish` is called. */
function stubAnimations() {
  let finish = () => undefined as void;
  const prototype = Element.prototype as unknown as { getAnimations?: () => Array<{ finished: Promise<void> }> };
  prototype.getAnimations = () => {
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    return [{ finished }];
  };
  // afterEach removes the stub.
  return { finish: () => act(async () => finish()) };
}

describe('Drawer', () => {
  afterEach(() => {
    delete (Element.prototype as { getAnimations?: unknown }).getAnimations;
  });

  it('opens from its trigger as a modal dialog named by its title, with focus inside', async () => {
    renderWithTrigger();
    const trigger = screen.getByRole('button', { name: 'Open settings' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Account settings' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders only its trigger until it first opens, and keeps that element once open', async () => {
    renderWithTrigger();
    const trigger = screen.getByRole('button', { name: 'Open settings' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(document.body.querySelector('[role=dialog]')).toBeNull();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Open settings', hidden: true })).toBe(trigger);
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    renderWithTrigger();
    const trigger = screen.getByRole('button', { name: 'Open settings' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from its close button, opened by keyboard, and returns focus', async () => {
    renderWithTrigger();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open settings' })).toHaveFocus());
  });

  it('traps Tab inside while open', async () => {
    renderWithTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('returns focus to the control that opened a controlled drawer', async () => {
    renderInBrand(<ControlledDrawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });

  it('is opening, then open, then closing while its animations run', async () => {
    const animations = stubAnimations();
    renderWithTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-state', 'opening');
    await animations.finish();
    expect(dialog).toHaveAttribute('data-state', 'open');
    await userEvent.keyboard('{Escape}');
    expect(dialog).toHaveAttribute('data-state', 'closing');
    await animations.finish();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('skips opening and closing under reduced motion', async () => {
    stubAnimations();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      renderWithTrigger();
      await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
      expect(await screen.findByRole('dialog')).toHaveAttribute('data-state', 'open');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
