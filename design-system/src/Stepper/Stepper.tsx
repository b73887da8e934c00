import type { Ref } from 'react';
import { Icon } from '../Icon/Icon.js';
import { styled } from '../stitches.config.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';

/** Where a step stands: done, the one the user is on, or still to come. */
export type StepState = 'complete' | 'current' | 'upcoming';

const List = styled('ol', {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: '$body',
  color: '$text',
});

// Below @sm the row is compact: small markers only, with the current step named in a line underneath.
// From @sm every label shows under its marker; from @md markers and text are larger.
const markerSize = { base: 'calc($sizes$icon + $space$2)', md: '$sizes$controlSm' };

const Step = styled('li', {
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: '$1',
  paddingInline: '$1',
  textAlign: 'center',
  // The connector to the previous step: a border, so forced colours draw it; solid up to completed steps.
  '&:not(:first-child)::before': {
    content: '""',
    position: 'absolute',
    top: `calc(${markerSize.base} / 2)`,
    insetInlineEnd: `calc(50% + ${markerSize.base} / 2 + $space$1)`,
    width: `calc(100% - ${markerSize.base} - 2 * $space$1)`,
    borderTop: '$borderWidths$thick dashed $border',
  },
  '&[data-state=complete]:not(:first-child)::before, &[data-state=current]:not(:first-child)::before': {
    borderTopStyle: 'solid',
    borderTopColor: '$primary',
  },
  '@md': {
    gap: '$2',
    '&:not(:first-child)::before': {
      top: `calc(${markerSize.md} / 2)`,
      insetInlineEnd: `calc(50% + ${markerSize.md} / 2 + $space$2)`,
      width: `calc(100% - ${markerSize.md} - 2 * $space$2)`,
    },
  },
});

const Marker = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: markerSize.base,
  height: markerSize.base,
  fontSize: '$xs',
  fontWeight: '$bold',
  fontVariantNumeric: 'tabular-nums',
  borderRadius: '$pill',
  // Every marker has a real border, so forced colours keep the circles and the current one's heavier ring.
  border: '$borderWidths$thick solid $border',
  color: '$textMuted',
  backgroundColor: '$surface',
  '[data-state=complete] > &': { borderColor: '$primary', backgroundColor: '$primary', color: '$onPrimary' },
  '[data-state=current] > &': {
    borderColor: '$primary',
    color: '$primary',
    outline: '$borderWidths$thick solid $primary',
    outlineOffset: '$space$focusOffset',
  },
  '@md': { width: markerSize.md, height: markerSize.md, fontSize: '$sm' },
});

const Label = styled('span', {
  // Compact: out of sight but still in the list that screen readers read (numbers: Stitches writes them in px).
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  fontSize: '$xs',
  lineHeight: '$tight',
  color: '$textMuted',
  overflowWrap: 'break-word',
  // Not colour alone: the current step's label is bold and in body colour.
  '[data-state=current] > &': { color: '$text', fontWeight: '$bold' },
  '[data-state=complete] > &': { color: '$text' },
  '@sm': {
    position: 'static',
    width: 'auto',
    height: 'auto',
    overflow: 'visible',
    clipPath: 'none',
    whiteSpace: 'normal',
  },
  '@md': { fontSize: '$sm' },
});

const Summary = styled('p', {
  margin: '$2 0 0',
  fontFamily: '$body',
  fontSize: '$sm',
  color: '$text',
  textAlign: 'center',
  '@sm': { display: 'none' },
});

const Current = styled('span', { fontWeight: '$bold' });

const spokenState: Record<StepState, string> = {
  complete: 'completed',
  // aria-current="step" already says it.
  current: '',
  upcoming: 'not started',
};

export interface StepperProps {
  /** What the steps are for, read by screen readers, e.g. 'Home profile steps'. */
  label: string;
  /** The steps' visible labels, in order. */
  steps: readonly string[];
  /** Zero-based index of the current step; steps before it are complete. `steps.length` means all are complete. */
  currentIndex: number;
  /** Added to the root element, around the list and the summary line. */
  className?: string;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A wizard's progress: an ordered list of steps, each complete, current or upcoming, the current one with
 * aria-current="step". Data attributes: `data-state="complete" | "current" | "upcoming"` on each step (`<li>`). Labels show under the markers from @sm; below it the row is
 * compact (markers only) and a line underneath names the current step, e.g. 'Step 4 of 6: Connection'.
 */
export function Stepper({ label, steps, currentIndex, className, ref }: StepperProps) {
  const current = steps[currentIndex];
  return (
    <div className={className} ref={ref}>
      <List aria-label={label}>
        {steps.map((step, index) => {
          const state: StepState = index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <Step key={`${index}-${step}`} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Marker aria-hidden="true">{state === 'complete' ? <Icon name="check" size="sm" /> : index + 1}</Marker>
              <Label>{step}</Label>
              {spokenState[state] && <VisuallyHidden elementType="span">, {spokenState[state]}</VisuallyHidden>}
            </Step>
          );
        })}
      </List>
      {/* The list already tells screen readers all this; the line is for eyes on a small screen. */}
      <Summary aria-hidden="true">
        {currentIndex >= steps.length
          ? `All ${steps.length} steps complete`
          : current !== undefined && (
              <>
                Step {currentIndex + 1} of {steps.length}: <Current>{current}</Current>
              </>
            )}
      </Summary>
    </div>
  );
}
