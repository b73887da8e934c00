import { cloneElement, type ForwardedRef, type ReactElement, type ReactNode, type Ref, type RefObject } from 'react';
import {
  mergeProps,
  Overlay,
  useOverlayPosition,
  useTooltip,
  useTooltipTrigger,
  useObjectRef,
  type Placement,
} from 'react-aria';
import { useTooltipTriggerState, type TooltipTriggerState } from 'react-stately';
import { keyframes, styled } from '../stitches.config.js';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const Bubble = styled('div', {
  // Fits a 320px viewport (400% zoom) with a margin; useOverlayPosition keeps it inside the viewport.
  maxWidth: 'min(20rem, calc(100vw - 2 * $space$4))',
  padding: '$2 $3',
  fontFamily: '$body',
  fontSize: '$sm',
  lineHeight: '$body',
  color: '$surface',
  backgroundColor: '$text',
  // Invisible normally; forced colours draw it, since they drop the fill.
  border: '$borderWidths$thin solid transparent',
  borderRadius: '$sm',
  boxShadow: '$overlay',
  overflowWrap: 'anywhere',
  animation: `${appear} $transitions$fast ease-out`,
});

export interface TooltipProps {
  /** A short hint that describes the trigger; screen readers read it as the trigger's description. */
  content: ReactNode;
  /**
   * The trigger: one focusable element that spreads DOM props and forwards its ref, e.g. our Button or a
   * native element. It needs its own accessible name; the tooltip only describes it.
   */
  children: ReactElement;
  /** Preferred side; it flips when there is no room. */
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Milliseconds of hovering before it shows; keyboard focus shows it at once. */
  delay?: number;
  /** Whether it shows, when the caller controls it. */
  isOpen?: boolean;
  /** Whether it shows at first, when it controls itself. */
  defaultOpen?: boolean;
  /** Called when it shows or hides. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Stops it from showing. */
  isDisabled?: boolean;
  /** Added to the tooltip's bubble. */
  className?: string;
  /** The tooltip's bubble (role tooltip); set while it shows. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A tooltip on react-aria: shows on hover (after `delay`) and on keyboard focus, hides on Escape, blur, a
 * press or leaving; stays while the pointer is over it (WCAG 1.4.13). While shown, the trigger's
 * aria-describedby points at it. It renders in a portal on <body> (the brand class on <html> applies),
 * positioned to stay in the viewport.
 *
 * Data attributes, on the bubble: `data-state="open"` (it is rendered only while it shows) and
 * `data-placement="top" | "bottom" | "left" | "right"`, the side it ended up on. The trigger keeps its own
 * attributes (a Button's `data-state` stays its own).
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDisabled,
  className,
  ref,
}: TooltipProps) {
  const state = useTooltipTriggerState({
    delay,
    closeDelay: 300,
    isDisabled,
    ...(isOpen === undefined ? {} : { isOpen }),
    ...(defaultOpen === undefined ? {} : { defaultOpen }),
    ...(onOpenChange ? { onOpenChange } : {}),
  });
  const childProps = children.props as Record<string, unknown> & { ref?: ForwardedRef<HTMLElement> };
  // One ref for react-aria that also keeps the child's own ref (React 19 passes refs as props).
  const triggerRef = useObjectRef(childProps.ref ?? null);
  const { triggerProps, tooltipProps } = useTooltipTrigger({ isDisabled }, state, triggerRef);
  const trigger = cloneElement(children, { ...mergeProps(childProps, triggerProps), ref: triggerRef } as Record<
    string,
    unknown
  >);

  return (
    <>
      {trigger}
      {state.isOpen && (
        <TooltipBubble
          state={state}
          triggerRef={triggerRef}
          placement={placement}
          id={tooltipProps.id}
          className={className}
          bubbleRef={ref}
        >
          {content}
        </TooltipBubble>
      )}
    </>
  );
}

interface TooltipBubbleProps {
  state: TooltipTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  placement: NonNullable<TooltipProps['placement']>;
  id: string | undefined;
  className: string | undefined;
  bubbleRef: Ref<HTMLDivElement> | undefined;
  children: ReactNode;
}

function TooltipBubble({ state, triggerRef, placement, id, className, bubbleRef, children }: TooltipBubbleProps) {
  // One object ref for the positioning that also sets the caller's.
  const overlayRef = useObjectRef(bubbleRef);
  const { tooltipProps } = useTooltip({ id }, state);
  const { overlayProps, placement: side } = useOverlayPosition({
    targetRef: triggerRef,
    overlayRef,
    placement: placement as Placement,
    offset: 8,
    isOpen: state.isOpen,
  });
  return (
    // The tooltip takes no focus, so react-aria's overlay focus management is off.
    <Overlay disableFocusManagement>
      <Bubble
        {...mergeProps(tooltipProps, overlayProps)}
        ref={overlayRef}
        className={className}
        data-state="open"
        data-placement={side}
      >
        {children}
      </Bubble>
    </Overlay>
  );
}
