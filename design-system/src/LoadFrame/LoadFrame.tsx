import { useId, type ReactNode, type Ref } from 'react';
import { ErrorBox } from '../ErrorBox/ErrorBox.js';
import { Icon } from '../Icon/Icon.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import { Spinner } from '../Spinner/Spinner.js';
import { styled } from '../stitches.config.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { isLoadBusy, type Load } from './load.js';

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

/** Sits after the title's words, so it stays beside them however the header wraps; hidden from the heading's name. */
const UpdatingMark = styled('span', {
  marginInlineStart: '$2',
  fontSize: '$md',
  color: '$textMuted',
  whiteSpace: 'nowrap',
});

const Body = styled('div', { display: 'grid', gap: '$3', minWidth: 0 });

const Empty = styled('div', {
  display: 'grid',
  justifyItems: 'start',
  gap: '$3',
  color: '$textMuted',
});

const EmptyMessage = styled('div', { display: 'flex', gap: '$2', alignItems: 'flex-start' });

interface LoadFrameBaseProps<T> {
  /** The frame's title, shown as its heading and naming its region. */
  title: string;
  /** Outline level of the title, to fit the page's heading structure. */
  headingLevel?: 2 | 3 | 4;
  /** A control beside the title in every state, e.g. a "View all" link or a menu button. */
  action?: ReactNode;
  /** The remote data: a skeleton while loading, an error, the empty message, or `children` given the data. */
  load: Load<T>;
  /**
   * The content, given the data once it is ready (and kept on screen while it updates); none for a frame that only
   * ever loads or fails (a widget's code on its way).
   */
  children?: (data: T) => ReactNode;
  /** Announced to screen readers while loading; "Loading {title}" by default. */
  loadingText?: string;
  /** Headline of the error; spec 1 §8's generic 'Sorry, something went wrong' by default. */
  errorTitle?: string;
  /** What went wrong and what the customer can do, when the load's error has no detail of its own. */
  errorDetail?: string;
  /** Loads the data again; without it the error shows no button. */
  onRetry?: () => void;
  /** Label of the retry button; 'Try again' by default. */
  retryLabel?: string;
  /** Shown when there is nothing to show. */
  emptyMessage?: ReactNode;
  /** A control under the empty message, e.g. "Set up your home profile". */
  emptyAction?: ReactNode;
  /** Added to the frame (its region). */
  className?: string;
  /** The frame, a `<section>` named by the title. */
  ref?: Ref<HTMLElement>;
}

/** The loading placeholder: a skeleton of its own, or text lines, or (neither given) text lines and a block. */
type LoadFrameSkeletonProps =
  | {
      /** Placeholder shown while loading, shaped like the content (e.g. a chart's block). */
      skeleton?: ReactNode;
      skeletonLines?: never;
      skeletonRows?: never;
    }
  | {
      skeleton?: never;
      /** Lines of a text skeleton shown while loading, about as many as the loaded content has. */
      skeletonLines?: number;
      skeletonRows?: never;
    }
  | {
      skeleton?: never;
      skeletonLines?: never;
      /**
       * Field-high bars shown while loading, one for each row the content usually has (a field with its Edit button,
       * a switch): the frame then takes about its loaded height, so what is below it does not move when it arrives.
       */
      skeletonRows?: number;
    };

export type LoadFrameProps<T> = LoadFrameBaseProps<T> & LoadFrameSkeletonProps;

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

const defaultSkeleton = (
  <>
    <Skeleton variant="text" lines={2} />
    <Skeleton variant="block" />
  </>
);

const Rows = styled('div', { display: 'grid', gap: '$4' });

function skeletonOf(lines: number | undefined, rows: number | undefined): ReactNode {
  if (rows !== undefined) {
    return (
      <Rows data-skeleton="rows">
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} variant="block" height="sm" />
        ))}
      </Rows>
    );
  }
  return lines === undefined ? defaultSkeleton : <Skeleton variant="text" lines={lines} />;
}

/**
 * A titled card that shows a piece of remote data in one of its four load states: a skeleton while loading, an error
 * with an optional retry, an empty message, or the content given the data. Whatever goes wrong, the frame keeps its
 * title and says so: it never goes blank. While ready data updates, it stays on screen, marked busy.
 *
 * Data attributes: `data-state="loading" | "error" | "empty" | "ready"` on the frame, with `aria-busy` while loading;
 * `data-updating="true"` (and `aria-busy`) while ready data is being fetched again.
 */
export function LoadFrame<T>({
  title,
  headingLevel = 2,
  action,
  load,
  children,
  skeleton,
  skeletonLines,
  skeletonRows,
  loadingText = `Loading ${title}`,
  errorTitle,
  errorDetail,
  onRetry,
  retryLabel,
  emptyMessage = 'Nothing to show here yet.',
  emptyAction,
  className,
  ref,
}: LoadFrameProps<T>) {
  const titleId = useId();
  const isUpdating = load.status === 'ready' && load.isUpdating === true;

  let content: ReactNode;
  switch (load.status) {
    case 'loading':
      content = skeleton ?? skeletonOf(skeletonLines, skeletonRows);
      break;
    case 'error':
      content = (
        <ErrorBox title={errorTitle} detail={load.detail ?? errorDetail} onRetry={onRetry} retryLabel={retryLabel} />
      );
      break;
    case 'empty':
      content = (
        <Empty>
          <EmptyMessage>
            <Icon name="info" />
            <div>{emptyMessage}</div>
          </EmptyMessage>
          {emptyAction}
        </Empty>
      );
      break;
    case 'ready':
      content = children?.(load.data);
      break;
  }

  return (
    <Frame
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      aria-busy={isLoadBusy(load) || undefined}
      data-state={load.status}
      data-updating={isUpdating || undefined}
    >
      <Header>
        <Title as={headingTags[headingLevel]} id={titleId}>
          {title}
          {/* Seen, not announced: a refresh of data already shown would only interrupt; aria-busy says it. */}
          {isUpdating && (
            <UpdatingMark aria-hidden="true">
              <Spinner />
            </UpdatingMark>
          )}
        </Title>
        {action}
      </Header>
      {/* Mounted in every state so that the change to "Loading" is announced, not just its first render. */}
      <VisuallyHidden role="status">{load.status === 'loading' ? loadingText : ''}</VisuallyHidden>
      <Body>{content}</Body>
    </Frame>
  );
}
