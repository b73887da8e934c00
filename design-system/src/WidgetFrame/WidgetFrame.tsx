import { useId, type ReactNode, type Ref } from 'react';
import { ErrorBox } from '../ErrorBox/ErrorBox.js';
import { Icon } from '../Icon/Icon.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import { styled } from '../stitches.config.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';

const Frame = styled('section', {
  display: 'grid',
  gap: '$4',
  alignContent: 'start',
  minWidth: 0,
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$body',
  borderRadius: '$lg',
  boxShadow: '$card',
  // Shadows vanish under forced colours; the transparent border then draws the frame.
  border: '$borderWidths$thin solid transparent',
  padding: '$4',
  '@sm': { padding: '$5' },
  '@md': { padding: '$6' },
});

const Header = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2 $4',
  minHeight: '$control',
});

const Title = styled('h2', {
  margin: 0,
  fontFamily: '$heading',
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
});

const Body = styled('div', { display: 'grid', gap: '$3', minWidth: 0 });

const Empty = styled('div', {
  display: 'grid',
  justifyItems: 'start',
  gap: '$3',
  color: '$textMuted',
});

const EmptyMessage = styled('div', { display: 'flex', gap: '$2', alignItems: 'flex-start' });

/** The widget's load state (spec 1 §4 statuses collapse onto these four). */
export type WidgetState = 'loading' | 'error' | 'empty' | 'ready';

export interface WidgetFrameProps {
  /** The widget's title, shown as its heading and naming its region. */
  title: string;
  /** Outline level of the title, to fit the page's heading structure. */
  headingLevel?: 2 | 3 | 4;
  /** A control beside the title, e.g. a "View all" link or a menu button. */
  action?: ReactNode;
  /** Which content shows: a skeleton, an error, the empty message or the children. */
  state: WidgetState;
  /** Announced to screen readers while loading; "Loading {title}" by default. */
  loadingText?: string;
  /** Placeholder shown while loading; text lines and a block by default. */
  skeleton?: ReactNode;
  /** Headline of the error; the generic 'Sorry, something went wrong' by default. */
  errorTitle?: string;
  /** What went wrong and what the customer can do. */
  errorDetail?: string;
  /** Retries the load; without it the error shows no button. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** Shown when there is nothing to show. */
  emptyMessage?: ReactNode;
  /** A control under the empty message, e.g. "Set up your home profile". */
  emptyAction?: ReactNode;
  /** The widget's content, shown when ready. */
  children?: ReactNode;
  /** Added to the frame (the widget's region). */
  className?: string;
  /** The frame, a `<section>` named by the title. */
  ref?: Ref<HTMLElement>;
}

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/**
 * The frame of a dashboard widget: its title, an optional action and one of four states. Whatever goes wrong, the
 * frame keeps its title and says so: it never goes blank.
 *
 * Data attributes: `data-state="loading" | "error" | "empty" | "ready"` on the frame (and `aria-busy` while loading).
 */
export function WidgetFrame({
  title,
  headingLevel = 2,
  action,
  state,
  loadingText = `Loading ${title}`,
  skeleton,
  errorTitle,
  errorDetail,
  onRetry,
  retryLabel,
  emptyMessage = 'Nothing to show here yet.',
  emptyAction,
  children,
  className,
  ref,
}: WidgetFrameProps) {
  const titleId = useId();
  return (
    <Frame
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      aria-busy={state === 'loading' || undefined}
      data-state={state}
    >
      <Header>
        <Title as={headingTags[headingLevel]} id={titleId}>
          {title}
        </Title>
        {action}
      </Header>
      {/* Mounted in every state so that the change to "Loading" is announced, not just its first render. */}
      <VisuallyHidden role="status">{state === 'loading' ? loadingText : ''}</VisuallyHidden>
      <Body>
        {state === 'loading' &&
          (skeleton ?? (
            <>
              <Skeleton variant="text" lines={2} />
              <Skeleton variant="block" />
            </>
          ))}
        {state === 'error' && (
          <ErrorBox title={errorTitle} detail={errorDetail} onRetry={onRetry} retryLabel={retryLabel} />
        )}
        {state === 'empty' && (
          <Empty>
            <EmptyMessage>
              <Icon name="info" />
              <div>{emptyMessage}</div>
            </EmptyMessage>
            {emptyAction}
          </Empty>
        )}
        {state === 'ready' && children}
      </Body>
    </Frame>
  );
}
