import { defineExamples } from '../examples.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import { Text } from '../Text/Text.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { WidgetFrame } from '../WidgetFrame/WidgetFrame.js';
import { WidgetGrid, WidgetGridCell, WidgetGridPlaceholder } from './WidgetGrid.js';

export const widgetGridExamples = defineExamples({
  Widgets: {
    description: 'One column on a phone, two from the medium breakpoint; a wide cell spans both.',
    render: () => (
      <WidgetGrid>
        <WidgetGridCell isWide>
          <WidgetFrame title="Kia ora, Aroha" state="ready">
            <Text>Your bill is ready.</Text>
          </WidgetFrame>
        </WidgetGridCell>
        <WidgetGridCell>
          <WidgetFrame title="Your bill" state="ready">
            <Text>$184.52 due on 01 Dec 2026.</Text>
          </WidgetFrame>
        </WidgetGridCell>
        <WidgetGridCell loadedHeight={240}>
          <WidgetFrame title="Your account" state="loading" />
        </WidgetGridCell>
      </WidgetGrid>
    ),
  },
  Placeholders: {
    description: 'Widget-shaped placeholders while the list of widgets loads, announced beside the hidden grid.',
    render: () => (
      <>
        <VisuallyHidden elementType="span" role="status">
          Loading your dashboard
        </VisuallyHidden>
        <WidgetGrid aria-hidden="true" data-state="loading">
          <WidgetGridPlaceholder isWide height={212}>
            <Skeleton variant="text" lines={2} />
          </WidgetGridPlaceholder>
          <WidgetGridPlaceholder height={430}>
            <Skeleton variant="text" lines={3} />
            <Skeleton variant="block" height="sm" />
          </WidgetGridPlaceholder>
          <WidgetGridPlaceholder height={430}>
            <Skeleton variant="text" lines={3} />
            <Skeleton variant="block" height="sm" />
          </WidgetGridPlaceholder>
        </WidgetGrid>
      </>
    ),
  },
});
