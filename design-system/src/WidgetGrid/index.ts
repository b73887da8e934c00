export { WidgetGrid, WidgetGridCell, WidgetGridPlaceholder } from './WidgetGrid.js';
export type { WidgetGridCellProps, WidgetGridPlaceholderProps, WidgetGridProps } from './WidgetGrid.js';
