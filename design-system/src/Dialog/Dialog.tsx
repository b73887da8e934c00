import { useId, useRef, type ReactElement, type ReactNode } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { lazyOverlay, OverlayTrigger, useLazyOverlay } from './lazy-overlay.js';

export { DialogClose } from './DialogClose.js';
export type { DialogCloseProps } from './DialogClose.js';

const overlay = lazyOverlay(() => import('./DialogOverlay.js').then((module) => module.DialogOverlay));

/**
 * Loads the dialog's implementation ahead of its first open, e.g. in a Storybook loader, so that a dialog open from
 * the start renders open in its first commit.
 */
export const preloadDialog = overlay.preload;

export interface DialogProps {
  /** The heading; it names the dialog for screen readers. */
  title: ReactNode;
  /** A sentence under the title that screen readers read as the dialog's description. */
  description?: ReactNode;
  /** The dialog's content. */
  children?: ReactNode;
  /** Actions at the foot, the primary one last; wrap a button in `DialogClose` to make it close the dialog. */
  footer?: ReactNode;
  /** The element that opens the dialog (a Button); focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  /** Width: `sm` for confirmations, `md` for forms, `lg` for tables and long text. */
  size?: 'sm' | 'md' | 'lg';
  /** Whether the dialog is open, when the caller controls it (e.g. from the route). */
  open?: boolean;
  /** Whether the dialog starts open, when it controls itself. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close: trigger, close button, Escape, a press outside. */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Whether a press on the scrim closes the dialog; turn off for forms whose input would be lost. */
  closeOnOutsidePress?: boolean;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the × button close it, and focus goes
 * back to the opener. The content renders in a portal on <body>; the brand still applies because
 * BrandProvider puts its theme class on <html>. `data-state` is `open` or `closed` on the panel and scrim.
 *
 * Until it first opens, only the trigger renders; the Radix part (DialogOverlay) is imported then, or already when
 * the pointer comes over the trigger or it gets focus, and stays mounted afterwards.
 */
export function Dialog({ trigger, open, defaultOpen, onOpenChange, ...panel }: DialogProps) {
  // The open state lives here, not in Radix's Root, so the trigger can show it and open the dialog before Radix loads.
  const state = useOverlayTriggerState({ isOpen: open, defaultOpen, onOpenChange });
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
          preload={overlay.preload}
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
