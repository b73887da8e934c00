import type { FormEvent, ReactElement, ReactNode, Ref, RefObject } from 'react';

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
