import { ErrorBox, Heading, Text } from '@harakeke/design-system';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useQuery } from '../../../core/data/keyed-query.js';
import { useWidgetRegistry } from '../../../core/widgets/registry.js';
import { withCurrentSupportNumber } from '../../../api/problems.js';
import { firstNameAtom } from '../../../core/user-details/atoms.js';
import { WidgetGrid, WidgetGridSkeleton } from '../widget-grid/WidgetGrid.js';
import { WidgetSlot } from '../widget-grid/WidgetSlot.js';
import { widgetListQueryWith, type DashboardTabId } from '../atoms.js';

export interface DashboardWidgetsProps {
  /** Which tab's widget list to load and show. */
  tabId: DashboardTabId;
}

/**
 * A dashboard: the greeting as the page's heading, then the widgets the server chose, in its order (spec 1 §2).
 * While the list loads, skeletons in the grid's shape; when it fails, the generic error with a retry.
 */
export function DashboardWidgets({ tabId }: DashboardWidgetsProps) {
  const firstName = useAtomValue(firstNameAtom);
  const registry = useWidgetRegistry();
  // Start-up may have loaded the list already (it goes out with the first wave of calls): useQuery loads it only if not.
  const { remote: list, retry } = useQuery(useMemo(() => widgetListQueryWith(tabId, registry), [tabId, registry]));

  return (
    <>
      <Heading level={1}>{firstName ? `Kia ora, ${firstName}` : 'Kia ora'}</Heading>
      {list.status === 'ERROR' && !list.data ? (
        <ErrorBox
          detail={withCurrentSupportNumber(list.error?.detail ?? 'We couldn’t load your dashboard.')}
          onRetry={retry}
        />
      ) : list.status === 'NO_DATA' ? (
        <Text tone="muted">There’s nothing on your dashboard yet. Check back soon.</Text>
      ) : !list.data ? (
        <WidgetGridSkeleton label="Loading your dashboard" />
      ) : (
        // Each widget's data is keyed by the selected site (widgets/widget-state.ts, siteWidgetData): after a switch
        // of site a widget reads the new site's data, not yet loaded, and loads it.
        <WidgetGrid>
          {list.data.widgets.map((widget) => (
            <WidgetSlot key={widget.id} type={widget.type} widgetId={widget.id} headingLevel={2} />
          ))}
        </WidgetGrid>
      )}
    </>
  );
}
