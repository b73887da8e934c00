import { useId, useState } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { lazyOverlay, OverlayTrigger, useLazyOverlay } from '../Dialog/lazy-overlay.js';
import type { DrawerProps } from './drawer-props.js';

export type { DrawerProps, DrawerState } from './drawer-props.js';

const overlay = lazyOverlay(() => import('./DrawerOverlay.js').then((module) => module.DrawerOverlay));

/**
 * Loads the drawer's implementation ahead of its first open, e.g. in a Storybook loader, so that a drawer open from
 * the start renders open in its first commit.
 */
export const preloadDrawer = overlay.preload;

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
          prefetch={overlay.prefetch}
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
