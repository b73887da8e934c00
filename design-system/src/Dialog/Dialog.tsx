import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { keyframes, styled } from '../stitches.config.js';
import { CloseButton } from './CloseButton.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const sinkOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
});

const Scrim = styled(RadixDialog.Overlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$overlay',
  backgroundColor: '$overlay',
  // Radix keeps the element mounted until the exit animation ends; none under reduced motion (global style).
  '&[data-state=open]': { animation: `${fadeIn} $transitions$fast ease-out` },
  '&[data-state=closed]': { animation: `${fadeOut} $transitions$fast ease-in` },
});

const Panel = styled(RadixDialog.Content, {
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: '$overlay',
  display: 'grid',
  gap: '$4',
  // 320px wide (400% zoom) still leaves a margin around the panel; long content scrolls inside it, and
  // scrolling the panel itself (not an inner box) lets arrow keys scroll it from any focused control.
  width: 'calc(100vw - 2 * $space$4)',
  maxHeight: 'calc(100dvh - 2 * $space$4)',
  overflowY: 'auto',
  padding: '$5',
  fontFamily: '$body',
  color: '$text',
  backgroundColor: '$surface',
  // Invisible normally; forced colours draw it, so the dialog keeps an edge without its shadow.
  border: '$borderWidths$thin solid transparent',
  borderRadius: '$lg',
  boxShadow: '$overlay',
  '&:focus': { outline: 'none' },
  '&[data-state=open]': { animation: `${riseIn} $transitions$fast ease-out` },
  '&[data-state=closed]': { animation: `${sinkOut} $transitions$fast ease-in` },
  '@md': { padding: '$6' },
  variants: {
    size: {
      sm: { maxWidth: 'calc($sizes$dialog * 0.75)' },
      md: { maxWidth: '$dialog' },
      lg: { maxWidth: 'calc($sizes$dialog * 1.5)' },
    },
  },
  defaultVariants: { size: 'md' },
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$3',
  // The close button's 44px box sits flush with the panel's padding corner.
  marginBlock: 'calc(-1 * $space$2)',
  marginInlineEnd: 'calc(-1 * $space$2)',
});

const Headings = styled('div', { display: 'grid', gap: '$2', paddingBlock: '$2', minWidth: 0 });

const Title = styled(RadixDialog.Title, {
  margin: 0,
  fontFamily: '$heading',
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
});

const Description = styled(RadixDialog.Description, { margin: 0, color: '$textMuted', fontSize: '$md' });

const Body = styled('div', { minWidth: 0, overflowWrap: 'anywhere' });

const Footer = styled('div', {
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '$3',
  // Small screens: full-width buttons stacked, the primary (last) on top.
  '& > *': { width: '100%' },
  '@sm': {
    flexDirection: 'row',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    '& > *': { width: 'auto' },
  },
});

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
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  size = 'md',
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  closeOnOutsidePress = true,
}: DialogProps) {
  // Without a trigger (opened from elsewhere, e.g. by the route), Radix has nowhere to return focus to:
  // remember what had focus when the dialog opened and return there.
  const opener = useRef<HTMLElement | null>(null);
  const rootProps = {
    ...(open === undefined ? {} : { open }),
    ...(defaultOpen === undefined ? {} : { defaultOpen }),
    ...(onOpenChange ? { onOpenChange } : {}),
  };

  return (
    <RadixDialog.Root {...rootProps}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Scrim />
        <Panel
          size={size}
          // Radix warns when a dialog has no description unless aria-describedby is explicitly absent.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            if (!trigger && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event: Event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
            opener.current = null;
          }}
          onPointerDownOutside={(event: Event) => {
            if (!closeOnOutsidePress) event.preventDefault();
          }}
        >
          <Header>
            <Headings>
              <Title>{title}</Title>
              {description && <Description>{description}</Description>}
            </Headings>
            <RadixDialog.Close asChild>
              <CloseButton label={closeLabel} />
            </RadixDialog.Close>
          </Header>
          {children && <Body>{children}</Body>}
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Makes its child (a Button) close the dialog when pressed: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;

export type DialogCloseProps = RadixDialog.DialogCloseProps;
