import { Skeleton, styled, VisuallyHidden } from '@harakeke/design-system';
import { widgetRegistry } from './registry.js';

/** The dashboard's responsive grid: one column on a phone, two from the medium breakpoint; wide widgets span both. */
export const WidgetGrid = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@md': { gap: '$5', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const Placeholder = styled('div', {
  display: 'grid',
  gap: '$4',
  backgroundColor: '$surface',
  borderRadius: '$lg',
  boxShadow: '$card',
  border: '$borderWidths$thin solid transparent',
  padding: '$4',
  '@md': { padding: '$6' },
  overflow: 'hidden',
  variants: { wide: { true: { gridColumn: '1 / -1' } } },
});

/**
 * The placeholders' heights: those of the widgets a dashboard usually starts with (registry.ts, loadedHeight), the
 * hero, then the bill and account summaries side by side, so the widgets replacing them do not move the page.
 */
const heroHeight = `${widgetRegistry.heroMessage?.loadedHeight ?? 212}px`;
const summaryHeight = `${widgetRegistry.billSummary?.loadedHeight ?? 430}px`;

export interface WidgetGridSkeletonProps {
  /** Announced while the widget list loads. */
  label: string;
}

/** Placeholders in the dashboard's shape while its widget list loads. */
export function WidgetGridSkeleton({ label }: WidgetGridSkeletonProps) {
  return (
    <>
      <VisuallyHidden elementType="span" role="status">
        {label}
      </VisuallyHidden>
      <WidgetGrid aria-hidden="true" data-state="loading">
        <Placeholder wide css={{ height: heroHeight }}>
          <Skeleton variant="text" lines={2} />
        </Placeholder>
        <Placeholder css={{ height: summaryHeight }}>
          <Skeleton variant="text" lines={3} />
          <Skeleton variant="block" height="sm" />
        </Placeholder>
        <Placeholder css={{ height: summaryHeight }}>
          <Skeleton variant="text" lines={3} />
          <Skeleton variant="block" height="sm" />
        </Placeholder>
      </WidgetGrid>
    </>
  );
}
