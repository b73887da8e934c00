import type { ReactElement, ReactNode, Ref } from 'react';

/** spec 1 §2: the sidebar's states, plus closed (not shown). */
export type DrawerState = 'closed' | 'opening' | 'open' | 'closing';

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
