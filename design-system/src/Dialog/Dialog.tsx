import { useId, useRef } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import type { DialogProps } from './dialog-props.js';
import { lazyOverlay, OverlayTrigger, useLazyOverlay } from './lazy-overlay.js';

export type { DialogProps } from './dialog-props.js';

export { DialogClose } from './DialogClose.js';
export type { DialogCloseProps } from './DialogClose.js';

const overlay = lazyOverlay(() => import('./DialogOverlay.js').then((module) => module.DialogOverlay));

/**
 * Loads the dialog's implementation ahead of its first open, e.g. in a Storybook loader, so that a dialog open from
 * the start renders open in its first commit.
 */
export const preloadDialog = overlay.preload;

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the × button close it, and focus goes
 * back to the opener. The content renders in a portal on <body>; the brand still applies because
 * BrandProvider puts its theme class on <html>.
 *
 * Data attributes: `data-state="open" | "closed"` on the trigger, the panel (role dialog) and the scrim behind
 * it; the panel and scrim show `closed` only while they leave.
 *
 * With `onSubmit`, the body and footer are one `<form>`: put the fields in `children` and a
 * `<Button type="submit">` in `footer` (example: `Dialog.examples.tsx`, `Form`).
 *
 * Until it first opens, only the trigger renders; the Radix part (DialogOverlay) is imported then, or already when
 * the pointer comes over the trigger or it gets focus, and stays mounted afterwards.
 */
export function Dialog({ trigger, isOpen, defaultOpen, onOpenChange, ...panel }: DialogProps) {
  // The open state lives here, not in Radix's Root, so the trigger can show it and open the dialog before Radix loads.
  const state = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const contentId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  const showOverlay = useLazyOverlay(overlay, state.isOpen);
  return (
    <>
      {trigger && (
        <OverlayTrigger
          trigger={trigger}
          isOpen={state.isOpen}
          contentId={contentId}
          onOpen={state.open}
          prefetch={overlay.prefetch}
          triggerRef={triggerRef}
        />
      )}
      {showOverlay && (
        <overlay.Implementation
          {...panel}
          isOpen={state.isOpen}
          onOpenChange={state.setOpen}
          contentId={contentId}
          triggerRef={triggerRef}
        />
      )}
    </>
  );
}
