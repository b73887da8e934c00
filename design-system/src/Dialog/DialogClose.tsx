import { createContext, isValidElement, useContext, type ComponentPropsWithoutRef, type Ref } from 'react';
import { composeHandlers, mergeIntoChild } from './lazy-overlay.js';

/**
 * Closes the open dialog; provided by the lazily loaded implementation (DialogOverlay), so that DialogClose, which
 * callers import with Dialog, does not bring Radix into their bundle the way RadixDialog.Close did.
 */
export const DialogCloseContext = createContext<(() => void) | null>(null);

export interface DialogCloseProps extends ComponentPropsWithoutRef<'button'> {
  /** Gives the close behaviour to the one child (a Button) instead of rendering a <button>. */
  asChild?: boolean;
  /** The `<button>`, or the child's element with `asChild`. */
  ref?: Ref<HTMLButtonElement>;
}

/** Makes its child (a Button) close the dialog when pressed: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export function DialogClose({ asChild = false, children, ref, ...props }: DialogCloseProps) {
  const close = useContext(DialogCloseContext);
  // As Radix's Close: it means nothing outside a dialog's content.
  if (!close) throw new Error('DialogClose must be used inside the content of a Dialog.');
  const closeProps = { type: 'button' as const, ...props, onClick: composeHandlers(props.onClick, close) };
  if (asChild && isValidElement(children)) {
    // eslint-disable-next-line react-hooks/refs -- mergeIntoChild gives the ref to the child element; it never reads it.
    return mergeIntoChild(children, closeProps, ref);
  }
  return (
    <button {...closeProps} ref={ref}>
      {children}
    </button>
  );
}
