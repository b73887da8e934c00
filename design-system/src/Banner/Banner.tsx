import { useRef, useState, type ReactNode, type Ref } from 'react';
import { CloseButton } from '../Dialog/CloseButton.js';
import { Icon } from '../Icon/Icon.js';
import { keyframes, styled } from '../stitches.config.js';
import { useExitTransition } from './exit-transition.js';
import { toneMarks, tones, toneSurfaces, type MessageTone } from './tone.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';

/** spec 1 §2: a banner's states. `idle`: not shown yet; `hide`: leaving; `removed`: gone after dismissal. */
export type BannerState = 'idle' | 'show' | 'hide' | 'removed';

/** What a banner says: it sets the colour, the icon and the word screen readers hear first. */
export type BannerTone = MessageTone;

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(calc(-1 * $space$2))' },
  to: { opacity: 1, transform: 'none' },
});
const leave = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const Root = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"icon message close" ". action action"',
  alignItems: 'start',
  columnGap: '$3',
  rowGap: '$2',
  padding: '$3',
  paddingInlineStart: '$4',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: '$body',
  color: '$text',
  // The tone shows as a thick leading edge and an icon as well as colour; the border survives forced colours.
  border: '$borderWidths$thin solid',
  borderInlineStartWidth: 'calc(2 * $borderWidths$thick)',
  borderRadius: '$sm',
  '&[data-state=show]': { animation: `${enter} $transitions$fast ease-out` },
  '&[data-state=hide]': { animation: `${leave} $transitions$fast ease-in forwards` },
  '&[hidden]': { display: 'none' },
  '@md': {
    gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
    gridTemplateAreas: '"icon message action close"',
    alignItems: 'center',
  },
  variants: {
    tone: toneSurfaces,
    isDismissable: { false: { gridTemplateAreas: '"icon message message" ". action action"' } },
  },
  compoundVariants: [
    {
      isDismissable: false,
      css: { '@md': { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gridTemplateAreas: '"icon message action"' } },
    },
  ],
});

const Mark = styled('span', {
  gridArea: 'icon',
  display: 'inline-flex',
  // Centres the icon on the first line of text: half of what a line is taller than the icon.
  paddingBlock: 'calc((1em * $lineHeights$body - $sizes$icon) / 2)',
  variants: {
    tone: toneMarks,
  },
});

const Message = styled('div', { gridArea: 'message', display: 'grid', gap: '$1', overflowWrap: 'anywhere' });
const Title = styled('p', { margin: 0, fontWeight: '$bold' });
const Text = styled('div', { margin: 0 });
const Action = styled('div', { gridArea: 'action', display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Close = styled('div', {
  gridArea: 'close',
  // The 44px target keeps its size without making the banner taller than its text needs.
  marginBlock: 'calc(-1 * $space$2)',
  marginInlineEnd: 'calc(-1 * $space$2)',
});

export interface BannerProps {
  /** What kind of message: sets the colour, the icon and the word screen readers hear first. */
  tone?: BannerTone;
  /** A short bold line above the message. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** An action for the message, e.g. a small Button or a Link; it wraps below the message on small screens. */
  action?: ReactNode;
  /** Whether the banner has a dismiss (×) button (react-aria's name for a dismissable overlay). */
  isDismissable?: boolean;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
  /** Called once a dismissed banner is removed (after its exit); remember the dismissal here. */
  onDismiss?: () => void;
  /** The state, when the caller controls it; the banner asks for changes through `onStateChange`. */
  state?: BannerState;
  /** The first state, when the banner controls itself: `removed` for one dismissed earlier, `idle` for one not due yet. */
  defaultState?: BannerState;
  /** Called with each state the banner moves to: `hide` on dismiss, then `removed` after the exit. */
  onStateChange?: (state: BannerState) => void;
  /** Announce the banner when it appears (a live region): for banners that show after the page has loaded. */
  announce?: boolean;
  /** Added to the banner's element. */
  className?: string;
  /** The banner's element, rendered (hidden) in every state. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A message across the top of a page or section (spec 1 §2 states: idle, show, hide, removed, in
 * `data-state`). Dismissing moves it to `hide` for its exit animation, then to `removed` (at once under
 * reduced motion), and then calls `onDismiss`. In `idle` and `removed` it renders an empty hidden element.
 *
 * Data attributes: `data-state="idle" | "show" | "hide" | "removed"` and, while shown,
 * `data-tone="info" | "success" | "warning" | "danger"`.
 */
export function Banner({
  tone = 'info',
  title,
  children,
  action,
  isDismissable = true,
  dismissLabel = 'Dismiss',
  onDismiss,
  state: controlledState,
  defaultState = 'show',
  onStateChange,
  announce = false,
  className,
  ref,
}: BannerProps) {
  const [ownState, setOwnState] = useState<BannerState>(defaultState);
  const state = controlledState ?? ownState;
  const dismissed = useRef(false);

  const moveTo = (next: BannerState) => {
    if (next === state) return;
    if (controlledState === undefined) setOwnState(next);
    onStateChange?.(next);
    if (next === 'removed' && dismissed.current) {
      dismissed.current = false;
      onDismiss?.();
    }
  };

  const exit = useExitTransition(state === 'hide', () => moveTo('removed'));

  if (state === 'idle' || state === 'removed') {
    return <Root data-state={state} tone={tone} hidden className={className} ref={ref} />;
  }

  const { icon, spoken } = tones[tone];
  const liveRole = tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
  return (
    <Root
      ref={ref}
      className={className}
      data-state={state}
      data-tone={tone}
      tone={tone}
      isDismissable={isDismissable}
      role={announce ? liveRole : undefined}
      {...exit}
    >
      <Mark tone={tone}>
        <Icon name={icon} />
      </Mark>
      <Message>
        {title && (
          <Title>
            <VisuallyHidden elementType="span">{spoken}: </VisuallyHidden>
            {title}
          </Title>
        )}
        <Text>
          {!title && <VisuallyHidden elementType="span">{spoken}: </VisuallyHidden>}
          {children}
        </Text>
      </Message>
      {action && <Action>{action}</Action>}
      {isDismissable && (
        <Close>
          <CloseButton
            label={dismissLabel}
            onClick={() => {
              dismissed.current = true;
              moveTo('hide');
            }}
          />
        </Close>
      )}
    </Root>
  );
}
