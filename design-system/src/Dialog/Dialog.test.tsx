import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { createRef, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.js';
import { renderInBrand } from '../test/render.js';
import { TextField } from '../TextField/TextField.js';
import { Dialog, DialogClose, preloadDialog } from './Dialog.js';
import { dialogExamples } from './Dialog.examples.js';

function renderCreditExtension(props: { onOpenChange?: (open: boolean) => void } = {}) {
  return renderInBrand(
    <Dialog
      trigger={<Button>Extend due date</Button>}
      title="Extend your due date"
      description="We can move your due date out by 14 days."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button>Confirm</Button>
        </>
      }
      {...props}
    >
      <p>There is no fee.</p>
    </Dialog>,
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal dialog', async () => {
    renderCreditExtension();
    await userEvent.click(screen.getByRole('button', { name: 'Extend due date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your due date' });
    expect(dialog).toHaveAccessibleDescription('We can move your due date out by 14 days.');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(within(dialog).getByText('There is no fee.')).toBeVisible();
  });

  it('renders only its trigger until it first opens, and keeps that element once open', async () => {
    renderCreditExtension();
    const trigger = screen.getByRole('button', { name: 'Extend due date' });
    // What Radix's Trigger gives it, before Radix has loaded.
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(trigger).not.toHaveAttribute('aria-controls');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Extend due date', hidden: true })).toBe(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
  });

  it('opens in the render of the press once its implementation has loaded (as a hover or focus starts it)', async () => {
    renderCreditExtension();
    await preloadDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Extend due date' }));
    expect(screen.getByRole('dialog', { name: 'Extend your due date' })).toHaveAttribute('data-state', 'open');
  });

  it('renders in a portal on <body>, where the brand class on <html> still applies', async () => {
    const { container } = renderCreditExtension();
    await userEvent.click(screen.getByRole('button', { name: 'Extend due date' }));
    const dialog = await screen.findByRole('dialog');
    expect(container).not.toContainElement(dialog);
    expect(document.documentElement.className).toMatch(/brand-kowhai/);
  });

  it('has no description when none is given, and no warning about it', async () => {
    renderInBrand(<Dialog defaultOpen title="Your bill explained" />);
    expect(await screen.findByRole('dialog', { name: 'Your bill explained' })).not.toHaveAttribute('aria-describedby');
  });

  it('has no axe violations while open, portal included', async () => {
    renderCreditExtension();
    await userEvent.click(screen.getByRole('button', { name: 'Extend due date' }));
    const { violations } = await axe.run(await screen.findByRole('dialog'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('reports open and close requests to a controlling caller', async () => {
    const onOpenChange = vi.fn();
    renderCreditExtension({ onOpenChange });
    await userEvent.click(screen.getByRole('button', { name: 'Extend due date' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  describe('keyboard', () => {
    it('moves focus into the dialog and keeps Tab cycling inside it', async () => {
      renderCreditExtension();
      const trigger = screen.getByRole('button', { name: 'Extend due date' });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog');
      const close = within(dialog).getByRole('button', { name: 'Close' });
      const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
      const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
      expect(close).toHaveFocus();
      await userEvent.tab();
      expect(cancel).toHaveFocus();
      await userEvent.tab();
      expect(confirm).toHaveFocus();
      await userEvent.tab();
      expect(close).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(confirm).toHaveFocus();
    });

    it('closes on Escape and returns focus to the opener', async () => {
      renderCreditExtension();
      const trigger = screen.getByRole('button', { name: 'Extend due date' });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
      expect(trigger).toHaveAttribute('data-state', 'closed');
    });

    it('closes from the × button, which has an accessible name, and returns focus', async () => {
      renderCreditExtension();
      const trigger = screen.getByRole('button', { name: 'Extend due date' });
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });

    it('returns focus to the opener when the caller opened it without a trigger', async () => {
      renderInBrand(dialogExamples.Small.render());
      const opener = screen.getByRole('button', { name: 'Remove saved card' });
      opener.focus();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Remove this card?' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });

    it('returns focus to returnFocusRef when the page opened it, rather than letting it fall to the page', async () => {
      function OpenedByThePage() {
        const fallback = useRef<HTMLElement>(null);
        const [isOpen, setOpen] = useState(true);
        return (
          <section ref={fallback} tabIndex={-1} aria-label="Your bill">
            <Dialog title="Payment received" isOpen={isOpen} onOpenChange={setOpen} returnFocusRef={fallback}>
              Thank you.
            </Dialog>
          </section>
        );
      }
      renderInBrand(<OpenedByThePage />);
      expect(await screen.findByRole('dialog', { name: 'Payment received' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Your bill' })).toHaveFocus();
    });
  });

  it('closes on a press outside by default', async () => {
    renderCreditExtension();
    await userEvent.click(screen.getByRole('button', { name: 'Extend due date' }));
    await screen.findByRole('dialog');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a press outside when closeOnOutsidePress is off', async () => {
    renderInBrand(dialogExamples.Small.render());
    await userEvent.click(screen.getByRole('button', { name: 'Remove saved card' }));
    await screen.findByRole('dialog');
    // Radix blocks pointer events outside a modal dialog; the press still reaches its outside-press handler.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    expect(screen.getByRole('dialog', { name: 'Remove this card?' })).toBeInTheDocument();
  });

  describe('as a form', () => {
    function renderNicknameForm(onSubmit: (nickname: FormDataEntryValue | null) => void) {
      return renderInBrand(
        <Dialog
          defaultOpen
          title="Rename this site"
          onSubmit={(event) => onSubmit(new FormData(event.currentTarget).get('nickname'))}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button type="submit">Save name</Button>
            </>
          }
        >
          <TextField label="Site name" name="nickname" defaultValue="Bach" />
        </Dialog>,
      );
    }

    it('submits on Enter in a field, with the field in the form data', async () => {
      const onSubmit = vi.fn();
      renderNicknameForm(onSubmit);
      const field = within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Site name' });
      await userEvent.type(field, ' at Raglan{Enter}');
      expect(onSubmit).toHaveBeenCalledOnce();
      expect(onSubmit).toHaveBeenCalledWith('Bach at Raglan');
    });

    it('submits from the submit button in its footer, which sits in the same form as the fields', async () => {
      const onSubmit = vi.fn();
      renderNicknameForm(onSubmit);
      const dialog = await screen.findByRole('dialog');
      const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save name' });
      expect(submit.form).toBe(within(dialog).getByRole('textbox', { name: 'Site name' }).closest('form'));
      await userEvent.click(submit);
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Bach');
    });

    it('does not submit from a button that only closes it', async () => {
      const onSubmit = vi.fn();
      renderNicknameForm(onSubmit);
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('gives its ref and className to the panel, and shows its state on the trigger and panel', async () => {
    const ref = createRef<HTMLDivElement>();
    renderInBrand(
      <Dialog defaultOpen ref={ref} className="payment-dialog" trigger={<Button>Open</Button>} title="Pay now" />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' });
    expect(ref.current).toBe(dialog);
    expect(dialog).toHaveClass('payment-dialog');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('button', { name: 'Open', hidden: true })).toHaveAttribute('data-state', 'open');
  });
});
