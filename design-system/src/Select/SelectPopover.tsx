import { useRef, type RefObject } from 'react';
import { useListBox, useOption, type AriaListBoxOptions } from 'react-aria';
import type { Node, SelectState } from 'react-stately';
import { Popover } from '../Popover/index.js';
import { styled } from '../stitches.config.js';

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: '$1 0',
  maxHeight: 'inherit',
  overflow: 'auto',
  '&:focus': { outline: 'none' },
});

const OptionItem = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$control',
  padding: '$2 $3',
  fontSize: '$md',
  cursor: 'pointer',
  color: '$text',
  // Inside the option's edge by the outline's own width, so neighbouring options never cover it.
  outlineOffset: 'calc($borderWidths$thick * -1)',
  // An outline, not only a fill, so the focused option still stands out under forced colours.
  '&[data-focused]': { backgroundColor: '$surfaceAccent', outline: '$borderWidths$thick solid $focus' },
  '&[data-state=checked]': { fontWeight: '$bold' },
  '&[data-disabled]': { cursor: 'not-allowed', color: '$textMuted' },
});

// Selected options carry a tick, not only a colour.
const Tick = styled('svg', { flex: 'none', width: '$iconSm', height: '$iconSm', marginInlineStart: 'auto' });

/** What Select hands its list: the open state, the trigger it sits against, and useSelect's props for the list. */
export interface SelectPopoverProps<T> {
  state: SelectState<T>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuProps: AriaListBoxOptions<T>;
}

/**
 * The open Select's list in its popover, which Select.tsx imports dynamically the first time a select opens (or a
 * pointer comes over, or focus reaches, its trigger): the popover's positioning, focus scope and list keyboard
 * (react-aria's overlays and listbox, about 10 kB gzip) load then, not with every page that shows a closed select.
 */
export function SelectPopover<T>({ state, triggerRef, menuProps }: SelectPopoverProps<T>) {
  return (
    <Popover state={state} triggerRef={triggerRef} matchTriggerWidth>
      <ListBox {...menuProps} state={state} />
    </Popover>
  );
}

function ListBox<T>({ state, ...props }: AriaListBoxOptions<T> & { state: SelectState<T> }) {
  const ref = useRef<HTMLUListElement>(null);
  const { listBoxProps } = useListBox(props, state, ref);
  return (
    <List {...listBoxProps} ref={ref}>
      {[...state.collection].map((item) => (
        <Option key={item.key} item={item} state={state} />
      ))}
    </List>
  );
}

function Option<T>({ item, state }: { item: Node<T>; state: SelectState<T> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isSelected, isFocused, isDisabled } = useOption({ key: item.key }, state, ref);
  return (
    <OptionItem
      {...optionProps}
      ref={ref}
      data-state={isSelected ? 'checked' : 'unchecked'}
      data-focused={isFocused || undefined}
      data-disabled={isDisabled || undefined}
    >
      {item.rendered}
      {isSelected && (
        <Tick viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </Tick>
      )}
    </OptionItem>
  );
}
