import { useId, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { lazyOverlay, OverlayTrigger, useLazyOverlay } from '../Dialog/lazy-overlay.js';

/** spec 1 §2: the sidebar's states, plus closed (not shown). */
export type DrawerState = 'closed' | 'opening' | 'open' | 'closing';

const overlay = lazyOverlay(() => import('./DrawerOverlay.js').then((module) => module.DrawerOverlay));

/**
 * Loads the drawer's implementation ahead of its first open, e.g. in a Storybook loader, so that a drawer open from
 * the start renders open in its first commit.
 */
export const preloadDrawer = overlay.preload;

export interface DrawerProps {
  /** Names the drawer (its dialog title); shown in its header unless `hideTitle`. */
  title: string;
  /** Keeps the title for screen readers only, when the content makes it obvious visually. */
  hideTitle?: boolean;
  /** A line under the title describing the drawer, read out when it opens. */
  description?: ReactNode;
  /** The edge the drawer slides in from. */
  side?: 'left' | 'right';
  /** Whether the drawer is open (controlled). */
  isOpen?: boolean;
  /** Whether the drawer starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the drawer asks to open or close: its trigger, close button, Escape or a press outside. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The button that opens the drawer; it gets aria-expanded and aria-controls, and focus returns to it. */
  trigger?: ReactElement;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** The drawer's content, e.g. navigation. */
  children: ReactNode;
  /** Added to the drawer's panel (the element with role dialog). */
  className?: string;
  /** The drawer's panel, the element with role dialog; set while it is shown. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal panel that slides in from the side (spec 1 §2 sidebar), on Radix Dialog: focus moves in and is
 * trapped, Escape or a press outside closes it, and focus returns to what opened it.
 *
 * Data attributes: `data-state="opening" | "open" | "closing"` on the panel and the scrim behind it (spec 1 §2's
 * sidebar states; neither is rendered when closed), `data-side="left" | "right"` on the panel, and
 * `data-state="open" | "closed"` on the trigger.
 *
 * Until it first opens, only the trigger renders; the Radix part (DrawerOverlay) is imported then, or already when
 * the pointer comes over the trigger or it gets focus, and stays mounted afterwards.
 */
export function Drawer({ isOpen, defaultOpen, onOpenChange, trigger, ...panel }: DrawerProps) {
  const overlayState = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const [openAtStart] = useState(overlayState.isOpen);
  const contentId = useId();
  const showOverlay = useLazyOverlay(overlay, overlayState.isOpen);
  return (
    <>
      {trigger && (
        <OverlayTrigger
          trigger={trigger}
          isOpen={overlayState.isOpen}
          contentId={contentId}
          onOpen={overlayState.open}
          preload={overlay.preload}
        />
      )}
      {showOverlay && (
        <overlay.Implementation
          {...panel}
          isOpen={overlayState.isOpen}
          onOpenChange={overlayState.setOpen}
          contentId={contentId}
          openAtStart={openAtStart}
        />
      )}
    </>
  );
}
