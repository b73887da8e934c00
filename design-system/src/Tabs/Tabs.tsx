import * as RadixTabs from '@radix-ui/react-tabs';
import type { FocusEvent, PointerEvent, ReactNode, Ref } from 'react';
import { styled } from '../stitches.config.js';

const Root = styled(RadixTabs.Root, { display: 'grid', gap: '$4', minWidth: 0, fontFamily: '$body' });

const List = styled(RadixTabs.List, {
  display: 'flex',
  gap: '$1',
  borderBottom: '$borderWidths$thin solid $divider',
  // Small screens: the row scrolls sideways rather than wrapping or squeezing the labels.
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
});

const Trigger = styled(RadixTabs.Trigger, {
  flexShrink: 0,
  minHeight: '$control',
  // The bottom padding makes room for the selected tab's underline, so selecting does not shift the row.
  padding: '$2 $4',
  paddingBottom: 'calc($space$2 + $borderWidths$focus)',
  fontFamily: '$body',
  fontSize: '$md',
  fontWeight: '$medium',
  lineHeight: '$tight',
  whiteSpace: 'nowrap',
  color: '$textMuted',
  backgroundColor: 'transparent',
  // No border at all unless shown: forced colours would draw even a transparent one under every tab.
  border: 'none',
  cursor: 'pointer',
  transition: 'color $fast',
  // The focus ring sits inside: the list scrolls, and would clip a ring drawn outside.
  '&:focus-visible': { outlineOffset: 'calc(-1 * $borderWidths$focus)' },
  '&[data-state=inactive]:hover:not([data-disabled])': {
    color: '$text',
    paddingBottom: '$2',
    borderBottom: '$borderWidths$focus solid $border',
  },
  // Not colour alone: the selected tab is bold and underlined, and the underline is a real border.
  '&[data-state=active]': {
    color: '$primary',
    fontWeight: '$bold',
    paddingBottom: '$2',
    borderBottom: '$borderWidths$focus solid $primary',
  },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
});

const Panel = styled(RadixTabs.Content, {
  minWidth: 0,
  color: '$text',
  borderRadius: '$sm',
  '&:focus-visible': { outlineOffset: '$space$1' },
});

export interface TabsProps {
  /** The selected tab's value, when the caller controls it (e.g. the route decides the tab). */
  value?: string;
  /** The tab selected first, when Tabs controls itself. */
  defaultValue?: string;
  /** Called with a tab's value when the user selects it; a router navigates here. */
  onValueChange?: (value: string) => void;
  /** `automatic` selects a tab as arrow keys focus it; `manual` waits for Enter or Space (panels that load data). */
  activationMode?: 'automatic' | 'manual';
  /** A `TabList` followed by one `TabPanel` per tab. */
  children: ReactNode;
  /** Added to the root element. */
  className?: string;
  /** The root element, around the list and the panels. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Tabs on Radix: arrow keys move between tabs (wrapping), Home and End jump to the first and last. Controlled
 * (`value` + `onValueChange`) or uncontrolled.
 *
 * Data attributes: `data-state="active" | "inactive"` on each `Tab` and `TabPanel`, `data-disabled` on a `Tab`
 * with `isDisabled`, and `data-orientation="horizontal"` on the root, list, tabs and panels.
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  children,
  className,
  ref,
}: TabsProps) {
  return (
    <Root
      ref={ref}
      className={className}
      {...(value === undefined ? {} : { value })}
      {...(defaultValue === undefined ? {} : { defaultValue })}
      {...(onValueChange ? { onValueChange } : {})}
      activationMode={activationMode}
    >
      {children}
    </Root>
  );
}

export interface TabListProps {
  /** What the set of tabs is for, read by screen readers (e.g. 'Bill sections'). */
  label: string;
  /** The `Tab`s. */
  children: ReactNode;
  /** Added to the list element. */
  className?: string;
  /** The list element (role tablist). */
  ref?: Ref<HTMLDivElement>;
}

/** The row of tabs; scrolls sideways on small screens. */
export function TabList({ label, children, className, ref }: TabListProps) {
  return (
    <List aria-label={label} ref={ref} className={className}>
      {children}
    </List>
  );
}

export interface TabProps {
  /** Identifies the tab and its panel; the value `onValueChange` reports. */
  value: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
  /** The tab's visible label. */
  children: ReactNode;
  /** Added to the tab's button. */
  className?: string;
  /** The tab's button (role tab). */
  ref?: Ref<HTMLButtonElement>;
  /** A pointer came onto the tab: with `onFocus`, the moment to fetch what its panel needs, ahead of a press. */
  onPointerEnter?: (event: PointerEvent<HTMLButtonElement>) => void;
  /** The tab took focus (arrowing to a tab does not select it under manual activation). */
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
}

/** One tab: `data-state="active" | "inactive"`, and `data-disabled` when `isDisabled`. */
export function Tab({ value, isDisabled, children, className, ref, onPointerEnter, onFocus }: TabProps) {
  return (
    <Trigger
      value={value}
      disabled={isDisabled}
      ref={ref}
      className={className}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
    >
      {children}
    </Trigger>
  );
}

export interface TabPanelProps {
  /** The value of the tab this panel belongs to. */
  value: string;
  /** The panel's content; only the selected panel is rendered. */
  children: ReactNode;
  /** Added to the panel element. */
  className?: string;
  /** The panel element (role tabpanel). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A tab's content, labelled by its tab and focusable so keyboard users can reach content without controls;
 * `data-state="active"` (only the selected panel is rendered).
 */
export function TabPanel({ value, children, className, ref }: TabPanelProps) {
  return (
    <Panel value={value} ref={ref} className={className}>
      {children}
    </Panel>
  );
}
