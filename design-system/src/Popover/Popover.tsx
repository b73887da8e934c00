import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { DismissButton, Overlay, usePopover, type AriaPopoverProps } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { styled } from '../stitches.config.js';

const Panel = styled('div', {
  backgroundColor: '$surface',
  color: '$text',
  // A real border, so the panel keeps its edge under forced colours where shadows disappear.
  border: '$borderWidths$thin solid $border',
  borderRadius: '$md',
  boxShadow: '$overlay',
  zIndex: '$overlay',
  overflow: 'auto',
  // Never wider than a 320 px viewport allows.
  maxWidth: 'calc(100vw - $space$4)',
  fontFamily: '$body',
});

const Underlay = styled('div', { position: 'fixed', inset: 0 });

export interface PopoverProps {
  /** Open state of the trigger (a select or a date picker). */
  state: OverlayTriggerState;
  /** The element the panel is placed against and returns focus to. */
  triggerRef: RefObject<Element | null>;
  /** Where the panel sits relative to the trigger. */
  placement?: AriaPopoverProps['placement'];
  /** Makes the panel at least as wide as the trigger. */
  matchTriggerWidth?: boolean;
  /** What the panel shows. */
  children: ReactNode;
}

/**
 * The floating panel of a Select or DateRangePicker: positioned by react-aria, closed by Escape or a press outside,
 * with hidden dismiss buttons so screen-reader users can close it too. Internal to the design system.
 *
 * Data attributes: `data-state="open"` on the panel (it is only mounted while open); `data-placement` says where
 * react-aria placed it (`"bottom"`, `"top"`…).
 */
export function Popover({ state, triggerRef, placement = 'bottom start', matchTriggerWidth, children }: PopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const {
    popoverProps,
    underlayProps,
    placement: actualPlacement,
  } = usePopover({ triggerRef, popoverRef, placement, offset: 4 }, state);

  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const popover = popoverRef.current;
    if (!matchTriggerWidth || !(trigger instanceof HTMLElement) || !popover) return;
    // A measured length (the trigger's rendered width), not a design value: no token can hold it.
    // eslint-disable-next-line design-tokens/no-literals
    const match = () => (popover.style.minWidth = `${trigger.offsetWidth}px`);
    match();
    // Again whenever the trigger's width changes while open: a page still laying out when the list opens (a select
    // open from the start) or a window resized.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(match);
    observer.observe(trigger);
    return () => observer.disconnect();
  }, [matchTriggerWidth, triggerRef]);

  return (
    <Overlay>
      <Underlay {...underlayProps} />
      <Panel {...popoverProps} ref={popoverRef} data-state="open" data-placement={actualPlacement ?? undefined}>
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </Panel>
    </Overlay>
  );
}
