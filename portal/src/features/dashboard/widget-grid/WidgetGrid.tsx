import { Skeleton, VisuallyHidden, WidgetGrid, WidgetGridPlaceholder } from '@harakeke/design-system';
import { useWidgetRegistry } from '../../../core/widgets/registry.js';

// The dashboard's grid is the design system's: the dashboard screen takes it from here, beside its skeleton.
export { WidgetGrid };

export interface WidgetGridSkeletonProps {
  /** Announced while the widget list loads. */
  label: string;
}

/** Placeholders in the dashboard's shape while its widget list loads. */
export function WidgetGridSkeleton({ label }: WidgetGridSkeletonProps) {
  // The placeholders' heights: those of the widgets a dashboard usually starts with (their manifests' loadedHeight),
  // the hero, then the bill and account summaries side by side, so the widgets replacing them do not move the page.
  const registry = useWidgetRegistry();
  const heroHeight = registry.heroMessage?.loadedHeight ?? 212;
  const summaryHeight = registry.billSummary?.loadedHeight ?? 430;
  return (
    <>
      <VisuallyHidden elementType="span" role="status">
        {label}
      </VisuallyHidden>
      <WidgetGrid aria-hidden="true" data-state="loading">
        <WidgetGridPlaceholder isWide height={heroHeight}>
          <Skeleton variant="text" lines={2} />
        </WidgetGridPlaceholder>
        <WidgetGridPlaceholder height={summaryHeight}>
          <Skeleton variant="text" lines={3} />
          <Skeleton variant="block" height="sm" />
        </WidgetGridPlaceholder>
        <WidgetGridPlaceholder height={summaryHeight}>
          <Skeleton variant="text" lines={3} />
          <Skeleton variant="block" height="sm" />
        </WidgetGridPlaceholder>
      </WidgetGrid>
    </>
  );
}
