import { ErrorBox, Heading, Text } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { withCurrentSupportNumber } from '../../../api/problems.js';
import { firstNameAtom, siteSelectionAtom } from '../../../app/user-details/atoms.js';
import { WidgetGrid, WidgetGridSkeleton } from '../../../widgets/WidgetGrid.js';
import { WidgetSlot } from '../../../widgets/WidgetSlot.js';
import { loadWidgetListAtom, loadWidgetsDataAtom, widgetListAtoms, type DashboardTabId } from '../atoms.js';

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
  const list = useAtomValue(widgetListAtoms[tabId]);
  const load = useSetAtom(loadWidgetListAtom);
  const siteSelection = useAtomValue(siteSelectionAtom);
  // Start-up may have loaded the list already (it goes out with the first wave of calls).
  const notLoaded = list.status === 'UNINITIALIZED';

  useEffect(() => {
    if (notLoaded) void load(tabId);
  }, [load, tabId, notLoaded]);

  // A switch of site is new data for every widget: reload each one's call (the grid remounts on the same key).
  const loadWidgetsData = useSetAtom(loadWidgetsDataAtom);
  const types = list.data?.widgets.map((widget) => widget.type).join(',') ?? '';
  const shownSite = useRef(siteSelection);
  useEffect(() => {
    if (siteSelection === shownSite.current) return;
    shownSite.current = siteSelection;
    if (types) loadWidgetsData(types.split(','));
  }, [siteSelection, types, loadWidgetsData]);

  return (
    <>
      <Heading level={1}>{firstName ? `Kia ora, ${firstName}` : 'Kia ora'}</Heading>
      {list.status === 'ERROR' && !list.data ? (
        <ErrorBox
          detail={withCurrentSupportNumber(list.error?.detail ?? 'We couldn’t load your dashboard.')}
          onRetry={() => void load(tabId)}
        />
      ) : list.status === 'NO_DATA' ? (
        <Text tone="muted">There’s nothing on your dashboard yet. Check back soon.</Text>
      ) : !list.data ? (
        <WidgetGridSkeleton label="Loading your dashboard" />
      ) : (
        // A new site is new data for every widget: remounting them reloads each one's call.
        <WidgetGrid key={siteSelection}>
          {list.data.widgets.map((widget) => (
            <WidgetSlot key={widget.id} type={widget.type} widgetId={widget.id} headingLevel={2} />
          ))}
        </WidgetGrid>
      )}
    </>
  );
}
