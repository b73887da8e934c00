import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { IconButton } from '../IconButton/IconButton.js';
import { keyframes, styled } from '../stitches.config.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';

/** spec 1 §2: the sidebar's states, plus closed (not shown). */
export type DrawerState = 'closed' | 'opening' | 'open' | 'closing';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideInFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOutToLeft = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });
const slideInFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideOutToRight = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });

const motion = '$transitions$fast ease-out';

const Overlay = styled(Dialog.Overlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$overlay',
  backgroundColor: '$overlay',
  '&[data-state=opening]': { animation: `${fadeIn} ${motion}` },
  '&[data-state=closing]': { animation: `${fadeOut} ${motion} forwards` },
});

const Panel = styled(Dialog.Content, {
  position: 'fixed',
  insetBlock: 0,
  zIndex: '$overlay',
  display: 'flex',
  flexDirection: 'column',
  width: '$drawer',
  // Leaves a strip of the page visible (and tappable to close) even at 320px.
  maxWidth: 'calc(100vw - $space$8)',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$body',
  boxShadow: '$overlay',
  // Forced colours drop the shadow; this border then marks the panel's edge.
  border: '0 solid transparent',
  '&:focus': { outline: 'none' },
  variants: {
    side: {
      left: {
        left: 0,
        borderRightWidth: '$thin',
        '&[data-state=opening]': { animation: `${slideInFromLeft} ${motion}` },
        '&[data-state=closing]': { animation: `${slideOutToLeft} ${motion} forwards` },
      },
      right: {
        right: 0,
        borderLeftWidth: '$thin',
        '&[data-state=opening]': { animation: `${slideInFromRight} ${motion}` },
        '&[data-state=closing]': { animation: `${slideOutToRight} ${motion} forwards` },
      },
    },
  },
  defaultVariants: { side: 'left' },
});

const PanelHeader = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$3 $3 $3 $5',
  borderBottom: '$borderWidths$thin solid $divider',
  variants: { titleHidden: { true: { justifyContent: 'flex-end' } } },
});

const PanelTitle = styled('h2', {
  margin: 0,
  fontFamily: '$heading',
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: '$tight',
});

const PanelDescription = styled('p', { margin: 0, padding: '$3 $5 0', color: '$textMuted', fontSize: '$sm' });

const PanelBody = styled('div', { flex: 1, overflowY: 'auto', padding: '$4 $5' });

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery).matches
    : false;
}

/**
 * Follows `isOpen` through the transition: opening → open, closing → closed once the panel's animations finish
 * (at once when there are none: reduced motion, no CSS, jsdom). Under reduced motion it skips straight to
 * open or closed.
 */
function useDrawerState(isOpen: boolean, panel: HTMLElement | null): DrawerState {
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
  const [state, setState] = useState<DrawerState>(isOpen ? 'open' : 'closed');
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Derived during render, not in an effect, so the first frame after the change already carries the state
  // whose CSS animation plays.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setState(reducedMotion ? 'open' : 'opening');
    else setState(reducedMotion || state === 'closed' ? 'closed' : 'closing');
  }
  useEffect(() => {
    // The portal mounts the panel a render after the state changes: wait for it.
    if ((state !== 'opening' && state !== 'closing') || !panel) return;
    const settled = state === 'opening' ? 'open' : 'closed';
    // getAnimations() flushes style first, so it sees the animation the new data-state starts.
    const animations = panel.getAnimations?.() ?? [];
    let current = true;
    Promise.all(animations.map((animation) => animation.finished)).then(
      () => current && setState(settled),
      // Cancelled: the drawer was toggled again mid-way, and the new state has taken over.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [state, panel]);
  return state;
}

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
}

/**
 * A modal panel that slides in from the side (spec 1 §2 sidebar), on Radix Dialog: focus moves in and is
 * trapped, Escape or a press outside closes it, and focus returns to what opened it. `data-state` on the panel
 * and overlay is opening, open, closing (spec 1 §2); it is not rendered when closed.
 */
export function Drawer({
  title,
  hideTitle = false,
  description,
  side = 'left',
  isOpen,
  defaultOpen,
  onOpenChange,
  trigger,
  closeLabel = 'Close',
  children,
}: DrawerProps) {
  const overlay = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const state = useDrawerState(overlay.isOpen, panel);
  const heading = (
    <Dialog.Title asChild>
      <PanelTitle>{title}</PanelTitle>
    </Dialog.Title>
  );
  return (
    <Dialog.Root open={overlay.isOpen} onOpenChange={overlay.setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      {/* Mounted by our state, not Radix's, so closing can play out and be seen as data-state="closing". */}
      {state !== 'closed' && (
        <Dialog.Portal forceMount>
          <Overlay forceMount data-state={state} />
          <Panel
            forceMount
            ref={setPanel}
            side={side}
            data-state={state}
            data-side={side}
            // Without a description Radix wants aria-describedby set explicitly (to nothing).
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={() => {
              const active = document.activeElement;
              if (active instanceof HTMLElement && !panel?.contains(active)) openerRef.current = active;
            }}
            onCloseAutoFocus={(event: Event) => {
              // Back to whatever opened the drawer: its trigger, or the control of a controlled drawer.
              event.preventDefault();
              openerRef.current?.focus();
            }}
          >
            <PanelHeader titleHidden={hideTitle}>
              {hideTitle ? <VisuallyHidden>{heading}</VisuallyHidden> : heading}
              <IconButton icon="close" label={closeLabel} onPress={overlay.close} />
            </PanelHeader>
            {description && (
              <Dialog.Description asChild>
                <PanelDescription>{description}</PanelDescription>
              </Dialog.Description>
            )}
            <PanelBody>{children}</PanelBody>
          </Panel>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
