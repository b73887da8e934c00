// Server rendering and theming only: Stitches' styled, css and keyframes stay inside this package, so apps build from
// its components and leaving Stitches touches this folder alone.
export { getCssText, brandThemeClass } from './stitches.config.js';
export * from './BrandProvider/index.js';
export * from './Button/index.js';
export * from './Card/index.js';
export * from './ErrorBox/index.js';
export * from './Heading/index.js';
export * from './Spinner/index.js';
export * from './Text/index.js';
export * from './Checkbox/index.js';
export * from './ChangesSaved/index.js';
export * from './EditableTextField/index.js';
export * from './Form/index.js';
export * from './Switch/index.js';
export * from './TextArea/index.js';
export * from './TextField/index.js';
export * from './Field/index.js';
export * from './AppShell/index.js';
export * from './Drawer/index.js';
export * from './Icon/index.js';
export * from './IconButton/index.js';
export * from './Link/index.js';
export * from './PlainLink/index.js';
export * from './VisuallyHidden/index.js';
export * from './Skeleton/index.js';
export * from './LoadFrame/index.js';
// Deprecated: dashboard widgets move to LoadFrame, which it now wraps.
export * from './Banner/index.js';
export * from './Dialog/index.js';
export * from './ConfirmDialog/index.js';
export * from './ProgressBar/index.js';
export * from './Stepper/index.js';
export * from './Tabs/index.js';
export * from './Toast/index.js';
export * from './Tooltip/index.js';
export * from './RadioGroup/index.js';
export * from './Select/index.js';
export * from './DatePicker/index.js';
export * from './DateRangePicker/index.js';
export * from './QuantityStepper/index.js';
export * from './Stack/index.js';
export * from './Inline/index.js';
export * from './InlineText/index.js';
export * from './Badge/index.js';
export * from './DescriptionList/index.js';
export * from './Table/index.js';
export * from './ChoiceCardList/index.js';
export * from './PageLayout/index.js';
export * from './WidgetGrid/index.js';
// A layout that renders something else by the window's width (the shell's menu, a table as cards on a phone).
export { breakpointQuery, useMatchesMedia } from './AppShell/use-matches-media.js';
export * from './format/index.js';
// What the charts draw with: token-typed chart paint and the parts of a chart's frame, legend, table and tooltip.
export * from './chart-kit/index.js';
// The Pacific/Auckland calendar and its date formats, for the charts and the portal (spec 1 §9).
export * from '@harakeke/calendar';
export { defineExamples } from './examples.js';
export type { Example, Examples } from './examples.js';
