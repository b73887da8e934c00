import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { styled } from '../stitches.config.js';

const Grid = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@md': { gap: '$5', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const wide = { true: { gridColumn: '1 / -1' } };

const Cell = styled('div', {
  minWidth: 0,
  display: 'grid',
  '&:focus': { outline: 'none' },
  '&:focus-visible': {
    outline: '$borderWidths$thick solid $focus',
    outlineOffset: '$space$focusOffset',
    borderRadius: '$lg',
  },
  variants: { isWide: wide },
  // While the widget's frame is loading, it takes the height the widget usually has once loaded (`loadedHeight`),
  // the skeleton clipped to it, rather than the skeleton's own height: the page does not move when it loads.
  '& > [aria-busy=true]': { height: 'var(--widget-loaded-height, auto)', overflow: 'hidden' },
});

const Placeholder = styled('div', {
  display: 'grid',
  gap: '$4',
  backgroundColor: '$surface',
  borderRadius: '$lg',
  boxShadow: '$card',
  // Invisible normally; forced colours draw it, so the placeholder keeps an edge without its shadow.
  border: '$borderWidths$thin solid transparent',
  padding: '$4',
  '@md': { padding: '$6' },
  overflow: 'hidden',
  variants: { isWide: wide },
});

export interface WidgetGridProps extends HTMLAttributes<HTMLDivElement> {
  /** The grid's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A dashboard's responsive grid of widgets (`WidgetGridCell`s): one column on a phone, two from the medium
 * breakpoint; a wide cell spans both.
 */
export function WidgetGrid(props: WidgetGridProps) {
  return <Grid {...props} />;
}

export interface WidgetGridCellProps extends HTMLAttributes<HTMLDivElement> {
  /** Spans the grid's full width from the medium breakpoint on. */
  isWide?: boolean;
  /**
   * The widget's usual height once loaded, in CSS pixels: while its frame is busy (`aria-busy`) it takes this
   * height, so the widgets around it do not move when it loads.
   */
  loadedHeight?: number;
  /** The cell's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One widget's place in a `WidgetGrid`. It can take focus from script (give it `tabIndex={-1}`), e.g. to keep focus
 * inside the widget when its retry button goes away, and shows the focus ring only for keyboard users.
 * Data attributes: `data-wide` when `isWide`.
 */
export function WidgetGridCell({ isWide = false, loadedHeight, style, ref, ...props }: WidgetGridCellProps) {
  const height =
    loadedHeight === undefined
      ? undefined
      : // A measured height the caller gives in CSS pixels, not a design value: there is no token to use.
        // eslint-disable-next-line design-tokens/no-literals
        ({ '--widget-loaded-height': `${loadedHeight}px` } as CSSProperties);
  return (
    <Cell
      ref={ref}
      isWide={isWide || undefined}
      data-wide={isWide || undefined}
      style={height || style ? { ...height, ...style } : undefined}
      {...props}
    />
  );
}

export interface WidgetGridPlaceholderProps extends HTMLAttributes<HTMLDivElement> {
  /** Spans the grid's full width from the medium breakpoint on. */
  isWide?: boolean;
  /** The height of the widget it stands for, in CSS pixels, so the widget replacing it does not move the page. */
  height: number;
  /** The placeholder's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A widget-shaped card holding skeletons while a dashboard's widget list loads. Decorative: hide the grid from
 * assistive technology and announce the loading beside it.
 */
export function WidgetGridPlaceholder({ isWide = false, height, style, ref, ...props }: WidgetGridPlaceholderProps) {
  return (
    <Placeholder
      ref={ref}
      isWide={isWide || undefined}
      data-wide={isWide || undefined}
      // A number: React writes it in pixels.
      style={{ height, ...style }}
      {...props}
    />
  );
}
