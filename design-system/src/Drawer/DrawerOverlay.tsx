import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { mergeRefs } from 'react-aria';
import type { LazyOverlayProps } from '../Dialog/lazy-overlay.js';
import { IconButton } from '../IconButton/IconButton.js';
import { keyframes, styled } from '../stitches.config.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import type { DrawerProps, DrawerState } from './drawer-props.js';

/*
 * Drawer's Radix part, which Drawer.tsx imports dynamically the first time a drawer opens (see
 * ../Dialog/lazy-overlay.tsx): the trigger and the open state stay in Drawer, this renders the portal, overlay and panel.
 */

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
function useDrawerState(isOpen: boolean, panel: HTMLElement | null, openAtStart: boolean): DrawerState {
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
  // This mounts on the drawer's first open: open without a transition only if the drawer was open from the start,
  // else from closed, so that the first open slides in like later ones.
  const [state, setState] = useState<DrawerState>(isOpen && openAtStart ? 'open' : 'closed');
  const [wasOpen, setWasOpen] = useState(isOpen && openAtStart);
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

export interface DrawerOverlayProps
  extends Omit<DrawerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'trigger'>, LazyOverlayProps {
  /** Whether the drawer was open when it first rendered (then it shows open at once, without sliding in). */
  openAtStart: boolean;
}

export function DrawerOverlay({
  title,
  hideTitle = false,
  description,
  side = 'left',
  isOpen,
  onOpenChange,
  contentId,
  openAtStart,
  closeLabel = 'Close',
  children,
  className,
  ref,
}: DrawerOverlayProps) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  // The panel's element for the transition, and the caller's ref too.
  const panelRef = useMemo(() => mergeRefs<HTMLDivElement | null>((element) => setPanel(element), ref), [ref]);
  const openerRef = useRef<HTMLElement | null>(null);
  const state = useDrawerState(isOpen, panel, openAtStart);
  const heading = (
    <Dialog.Title asChild>
      <PanelTitle>{title}</PanelTitle>
    </Dialog.Title>
  );
  return (
    // The trigger is Drawer's, outside this Root; onCloseAutoFocus below returns focus to it (or another opener).
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      {/* Mounted by our state, not Radix's, so closing can play out and be seen as data-state="closing". */}
      {state !== 'closed' && (
        <Dialog.Portal forceMount>
          <Overlay forceMount data-state={state} />
          <Panel
            forceMount
            ref={panelRef}
            className={className}
            id={contentId}
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
              <IconButton icon="close" label={closeLabel} onPress={() => onOpenChange(false)} />
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
