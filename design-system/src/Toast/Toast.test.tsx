import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.js';
import { EXIT_FALLBACK_MS } from '../Banner/exit-transition.js';
import { renderInBrand } from '../test/render.js';
import { ToastProvider, useToast, type ToastOptions } from './Toast.js';

function ShowButton({ options, label = 'Save changes' }: { options: ToastOptions; label?: string }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>{label}</Button>;
}

function renderWithToasts(options: ToastOptions) {
  const view = renderInBrand(
    <ToastProvider>
      <ShowButton options={options} />
      <Button>Elsewhere</Button>
    </ToastProvider>,
  );
  const region = () => view.container.querySelector<HTMLElement>('[data-toast-region]');
  const toasts = () => view.container.querySelectorAll('li');
  return { ...view, region, toasts };
}

/** Ends the element's CSS animation. jsdom has no AnimationEvent, so React listens for the prefixed name there. */
function endAnimation(element: Element) {
  fireEvent.animationEnd(element);
  fireEvent(element, new Event('webkitAnimationEnd', { bubbles: true }));
}

/**
 * Fake timers for the auto-hide. Testing Library's async wrapper drains with a setTimeout(0) that only a
 * `jest` global advances under fake timers, so Vitest's clock stands in for it.
 */
function useFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const saved: ToastOptions = {
  title: 'Changes saved',
  description: 'Your email preferences are up to date.',
  tone: 'success',
  duration: 5000,
};

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts idle, with the live region already in the page', () => {
    const { region } = renderWithToasts(saved);
    expect(region()).toHaveAttribute('data-state', 'idle');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a toast in a named region and announces it politely', async () => {
    const { region, toasts } = renderWithToasts(saved);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(region()).toHaveAttribute('data-state', 'show');
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByText('Changes saved')).toBeVisible();
    expect(toasts()[0]).toHaveAttribute('data-state', 'show');
    expect(toasts()[0]).toHaveAttribute('data-tone', 'success');
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Success: Changes saved. Your email preferences are up to date.');
  });

  it('hides after its duration: hide, then removed after the exit', async () => {
    const user = useFakeTimers();
    const { region, toasts } = renderWithToasts(saved);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(toasts()[0]).toHaveAttribute('data-state', 'show');
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()[0]).toHaveAttribute('data-state', 'hide');
    endAnimation(toasts()[0]!);
    expect(toasts()).toHaveLength(0);
    expect(region()).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('pauses the timer while hovered and resumes with the time left', async () => {
    const user = useFakeTimers();
    const { toasts } = renderWithToasts(saved);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    act(() => vi.advanceTimersByTime(3000));
    await user.hover(screen.getByText('Changes saved'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(toasts()[0]).toHaveAttribute('data-state', 'show');
    await user.unhover(screen.getByText('Changes saved'));
    act(() => vi.advanceTimersByTime(1999));
    expect(toasts()[0]).toHaveAttribute('data-state', 'show');
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()[0]).toHaveAttribute('data-state', 'hide');
  });

  it('pauses while focus is inside the toast', async () => {
    const user = useFakeTimers();
    const { toasts } = renderWithToasts(saved);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.unhover(screen.getByRole('button', { name: 'Save changes' }));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(toasts()[0]).toHaveAttribute('data-state', 'show');
  });

  it('closes from its named close button and returns focus to where it was', async () => {
    const user = useFakeTimers();
    const { toasts } = renderWithToasts(saved);
    const opener = screen.getByRole('button', { name: 'Save changes' });
    await user.click(opener);
    opener.focus();
    await user.tab();
    await user.tab();
    const close = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toasts()[0]).toHaveAttribute('data-state', 'hide');
    act(() => vi.advanceTimersByTime(EXIT_FALLBACK_MS));
    expect(toasts()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('keeps danger toasts until closed by default', async () => {
    const user = useFakeTimers();
    const { toasts } = renderWithToasts({ title: 'Payment failed', tone: 'danger' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(toasts()[0]).toHaveAttribute('data-state', 'show');
    expect(screen.getByRole('status')).toHaveTextContent('Error: Payment failed');
  });

  it('stacks toasts, but replaces one shown again with the same id', async () => {
    const { toasts } = renderWithToasts({ ...saved, id: 'saved' });
    const button = screen.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(toasts()).toHaveLength(1);
    const other = renderInBrand(
      <ToastProvider>
        <ShowButton options={{ title: 'Reading received' }} label="Send reading" />
      </ToastProvider>,
    );
    const send = within(other.container).getByRole('button', { name: 'Send reading' });
    await userEvent.click(send);
    await userEvent.click(send);
    expect(other.container.querySelectorAll('li')).toHaveLength(2);
  });

  it('explains a missing provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    // React reports the thrown error to the console; that is expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    expect(() => renderInBrand(<Orphan />)).toThrow('useToast() needs a <ToastProvider> above it.');
  });
});
