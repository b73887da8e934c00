import { act, fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.js';
import { renderInBrand } from '../test/render.js';
import { Banner, type BannerProps } from './Banner.js';
import { bannerExamples } from './Banner.examples.js';
import { EXIT_FALLBACK_MS } from './exit-transition.js';

const message = 'Power will be off in Hamilton East on 14 June 2025 from 9 am to 1 pm.';

function renderBanner(props: Partial<BannerProps> = {}) {
  const view = renderInBrand(
    <Banner tone="warning" title="Planned outage" {...props}>
      {message}
    </Banner>,
  );
  const root = () => view.container.querySelector<HTMLElement>('[data-state]');
  return { ...view, root };
}

/** Ends the element's CSS animation. jsdom has no AnimationEvent, so React listens for the prefixed name there. */
function endAnimation(element: Element) {
  fireEvent.animationEnd(element);
  fireEvent(element, new Event('webkitAnimationEnd', { bubbles: true }));
}

/** Stands in for a user who asked for less motion; jsdom has no matchMedia. */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
}

describe('Banner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows its title and message with the tone as words, not colour only', () => {
    const { root } = renderBanner();
    expect(root()).toHaveAttribute('data-state', 'show');
    expect(root()).toHaveAttribute('data-tone', 'warning');
    expect(root()).toHaveTextContent(`Warning: Planned outage${message}`);
    expect(root()).toBeVisible();
  });

  it('offers its action', async () => {
    const onVerify = vi.fn();
    renderBanner({ action: <Button onClick={onVerify}>Verify email</Button> });
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(onVerify).toHaveBeenCalledOnce();
  });

  it('goes hide, then removed after its exit animation, then calls onDismiss once', async () => {
    const onDismiss = vi.fn();
    const onStateChange = vi.fn();
    const { root } = renderBanner({ onDismiss, onStateChange });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(root()).toHaveAttribute('data-state', 'hide');
    expect(onDismiss).not.toHaveBeenCalled();
    endAnimation(root()!);
    expect(root()).toHaveAttribute('data-state', 'removed');
    expect(root()).not.toBeVisible();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(onStateChange.mock.calls).toEqual([['hide'], ['removed']]);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('is removed even when no animationend arrives', async () => {
    vi.useFakeTimers();
    const { root } = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(root()).toHaveAttribute('data-state', 'hide');
    act(() => vi.advanceTimersByTime(EXIT_FALLBACK_MS));
    expect(root()).toHaveAttribute('data-state', 'removed');
  });

  it('is removed at once under reduced motion', async () => {
    preferReducedMotion();
    const onDismiss = vi.fn();
    const { root } = renderBanner({ onDismiss });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(root()).toHaveAttribute('data-state', 'removed');
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('renders nothing visible while idle or once removed', () => {
    const idle = renderBanner({ defaultState: 'idle' });
    expect(idle.root()).toHaveAttribute('data-state', 'idle');
    expect(idle.root()).not.toBeVisible();
    idle.unmount();
    const removed = renderBanner({ defaultState: 'removed' });
    expect(removed.root()).toHaveAttribute('data-state', 'removed');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('has no dismiss button when not dismissible', () => {
    renderBanner({ isDismissable: false });
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('is announced only when asked, politely unless it is a warning or error', () => {
    const quiet = renderBanner({ tone: 'info' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    quiet.unmount();
    const polite = renderBanner({ tone: 'success', announce: true });
    expect(screen.getByRole('status')).toHaveTextContent(message);
    polite.unmount();
    renderBanner({ tone: 'danger', announce: true });
    expect(screen.getByRole('alert')).toHaveTextContent(`Error: Planned outage${message}`);
  });

  it('follows a controlling caller through idle, show, hide and removed', async () => {
    preferReducedMotion();
    renderInBrand(bannerExamples.Lifecycle.render());
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the outage notice' }));
    expect(screen.getByText('show')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByText('removed')).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
