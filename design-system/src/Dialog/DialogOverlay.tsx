import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type FormEvent, type RefObject } from 'react';
import { keyframes, styled } from '../stitches.config.js';
import { CloseButton } from './CloseButton.js';
import type { DialogProps } from './dialog-props.js';
import { DialogCloseContext } from './DialogClose.js';
import type { LazyOverlayProps } from './lazy-overlay.js';

/*
 * Dialog's Radix part, which Dialog.tsx imports dynamically the first time a dialog opens (see lazy-overlay.tsx):
 * the trigger and the open state stay in Dialog, this renders the portal, scrim and panel.
 */

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

// The same gap as the panel's, so a dialog that is a form looks like one that is not.
const Form = styled('form', { display: 'grid', gap: '$4', minWidth: 0 });

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

export interface DialogOverlayProps
  extends Omit<DialogProps, 'trigger' | 'isOpen' | 'defaultOpen' | 'onOpenChange'>, LazyOverlayProps {
  /** The trigger's element, when Dialog has one: focus returns there on close. */
  triggerRef: RefObject<HTMLElement | null>;
}

export function DialogOverlay({
  title,
  description,
  children,
  footer,
  size = 'md',
  isOpen,
  onOpenChange,
  contentId,
  triggerRef,
  closeLabel = 'Close',
  closeOnOutsidePress = true,
  onSubmit,
  formLabel,
  returnFocusRef,
  className,
  ref,
}: DialogOverlayProps) {
  // Without a trigger (opened from elsewhere, e.g. by the route) there is no trigger to return focus to:
  // remember what had focus when the dialog opened and return there.
  const opener = useRef<HTMLElement | null>(null);
  const content = (
    <>
      {children && <Body>{children}</Body>}
      {footer && <Footer>{footer}</Footer>}
    </>
  );
  return (
    // The trigger is Dialog's, outside this Root: Radix's own return of focus to its Trigger finds none, so
    // onCloseAutoFocus below does it.
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Scrim />
        <Panel
          ref={ref}
          className={className}
          id={contentId}
          size={size}
          // Radix warns when a dialog has no description unless aria-describedby is explicitly absent.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            // The page itself (focus on <body>) is no opener to return to.
            const active = document.activeElement;
            if (!triggerRef.current && active instanceof HTMLElement && active !== document.body) {
              opener.current = active;
            }
          }}
          onCloseAutoFocus={(event: Event) => {
            event.preventDefault();
            const target = triggerRef.current ?? opener.current;
            if (target?.isConnected) target.focus();
            else returnFocusRef?.current?.focus();
            opener.current = null;
          }}
          onPointerDownOutside={(event: Event) => {
            if (!closeOnOutsidePress) event.preventDefault();
          }}
        >
          <DialogCloseContext.Provider value={() => onOpenChange(false)}>
            <Header>
              <Headings>
                <Title>{title}</Title>
                {description && <Description>{description}</Description>}
              </Headings>
              <RadixDialog.Close asChild>
                <CloseButton label={closeLabel} />
              </RadixDialog.Close>
            </Header>
            {onSubmit ? (
              <Form
                aria-label={formLabel}
                onSubmit={(event: FormEvent<HTMLFormElement>) => {
                  event.preventDefault();
                  onSubmit(event);
                }}
              >
                {content}
              </Form>
            ) : (
              content
            )}
          </DialogCloseContext.Provider>
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
