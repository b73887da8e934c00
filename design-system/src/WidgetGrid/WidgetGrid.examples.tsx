import { defineExamples } from '../examples.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import { Text } from '../Text/Text.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { LoadFrame } from '../LoadFrame/LoadFrame.js';
import { WidgetGrid, WidgetGridCell, WidgetGridPlaceholder } from './WidgetGrid.js';

export const widgetGridExamples = defineExamples({
  Widgets: {
    description: 'One column on a phone, two from the medium breakpoint; a wide cell spans both.',
    render: () => (
      <WidgetGrid>
        <WidgetGridCell isWide>
          <LoadFrame title="Kia ora, Aroha" load={{ status: 'ready', data: 'Your bill is ready.' }}>
            {(text) => <Text>{text}</Text>}
          </LoadFrame>
        </WidgetGridCell>
        <WidgetGridCell>
          <LoadFrame title="Your bill" load={{ status: 'ready', data: '$184.52 due on 01 Dec 2026.' }}>
            {(text) => <Text>{text}</Text>}
          </LoadFrame>
        </WidgetGridCell>
        <WidgetGridCell loadedHeight={240}>
          <LoadFrame title="Your account" load={{ status: 'loading' }} />
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
