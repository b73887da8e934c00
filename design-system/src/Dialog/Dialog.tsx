import { useId, useRef, type FormEvent, type ReactElement, type ReactNode, type Ref, type RefObject } from 'react';
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
  isOpen?: boolean;
  /** Whether the dialog starts open, when it controls itself. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close: trigger, close button, Escape, a press outside. */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Whether a press on the scrim closes the dialog; turn off for forms whose input would be lost. */
  closeOnOutsidePress?: boolean;
  /**
   * Makes the dialog a form: its body and footer render inside one `<form>`, so Enter in a field and a
   * `<Button type="submit">` in the footer both submit it. Called with the submit event, whose default (a page
   * load) the dialog has already prevented.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Accessible name of the form, when the dialog's title does not say what it submits. */
  formLabel?: string;
  /**
   * Where focus goes on close when the element that opened the dialog is gone (the page replaced it meanwhile) or
   * nothing did (the page opened it, e.g. on a return from another site): otherwise focus would fall to the page.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Added to the dialog's panel (the element with role dialog). */
  className?: string;
  /** The dialog's panel, the element with role dialog; set while it is open. */
  ref?: Ref<HTMLDivElement>;
}

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
