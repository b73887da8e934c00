import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.js';
import { renderInBrand } from '../test/render.js';
import { Tooltip, type TooltipProps } from './Tooltip.js';

/**
 * Fake timers for the hover delay. Testing Library's async wrapper drains with a setTimeout(0) that only a
 * `jest` global advances under fake timers, so Vitest's clock stands in for it.
 */
function useFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

const hint = 'Paid by direct debit on the due date.';

function renderTooltip(props: Partial<TooltipProps> = {}) {
  return renderInBrand(
    <>
      <Tooltip content={hint} {...props}>
        <Button>Autopay on</Button>
      </Tooltip>
      <Button>Next</Button>
    </>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Autopay on' });

describe('Tooltip', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // First: react-stately shares a warm-up across tooltips, so one that closed moments ago (in an earlier
  // test) makes the next show without the delay.
  it('shows on hover after the delay and hides after leaving', async () => {
    useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onOpenChange = vi.fn();
    renderTooltip({ delay: 600, onOpenChange });
    // A real pointer moves over the page before it reaches the trigger; react-aria needs to have seen that.
    await user.pointer({ target: document.body });
    await user.hover(trigger());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole('tooltip')).toHaveTextContent(hint);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.unhover(trigger());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('shows on keyboard focus at once and describes its trigger', async () => {
    renderTooltip();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(hint);
    expect(tooltip).toHaveAttribute('data-state', 'open');
    expect(trigger()).toHaveAccessibleDescription(hint);
  });

  it('hides on Escape, keeping focus on the trigger', async () => {
    renderTooltip();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).not.toHaveAttribute('aria-describedby');
  });

  it('hides when the trigger loses focus', async () => {
    renderTooltip();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('passes presses through to the trigger and keeps its own ref working', async () => {
    const onClick = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    renderInBrand(
      <Tooltip content={hint}>
        <Button ref={ref} onClick={onClick}>
          Autopay on
        </Button>
      </Tooltip>,
    );
    await userEvent.click(trigger());
    expect(onClick).toHaveBeenCalledOnce();
    expect(ref.current).toBe(trigger());
  });

  it('never shows when disabled', async () => {
    renderTooltip({ isDisabled: true });
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
