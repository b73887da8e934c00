import {
  createContext,
  useContext,
  useId,
  type ComponentPropsWithoutRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { styled } from '../stitches.config.js';

const Group = styled('section', { display: 'grid', gap: '$2' });

const GroupHeading = styled('h3', {
  margin: 0,
  fontFamily: '$heading',
  fontSize: '$md',
  fontWeight: '$bold',
  lineHeight: '$tight',
});

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' });

const Card = styled('button', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: '$1 $3',
  width: '100%',
  minHeight: '$control',
  padding: '$3',
  textAlign: 'start',
  font: 'inherit',
  color: '$text',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$md',
  cursor: 'pointer',
  '&:hover:not([aria-disabled=true])': { backgroundColor: '$surfaceAccent' },
  // The current choice: a thicker border and (the caller's) tick, not colour alone.
  '&[aria-current=true]': { borderColor: '$primary', boxShadow: 'inset 0 0 0 $borderWidths$thin $colors$primary' },
  '&[aria-disabled=true]': { cursor: 'progress' },
});

const Marker = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '$icon',
  height: '$icon',
  color: '$primary',
});

const CardText = styled('span', { display: 'grid', gap: '$1', minWidth: 0 });

const CardDescription = styled('span', { display: 'grid', gap: '$1', fontSize: '$sm', color: '$textMuted' });

const CardStatus = styled('span', { fontWeight: '$bold', color: '$text' });

/** The id of the enclosing group's heading, which names a list inside the group. */
const GroupHeadingId = createContext<string | undefined>(undefined);

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export interface ChoiceCardGroupProps extends HTMLAttributes<HTMLElement> {
  /** The group's heading, naming its region and the `ChoiceCardList` inside it, e.g. 'Account 1234567'. */
  heading: ReactNode;
  /** Outline level of the heading, to fit the page's (or dialog's) heading structure. */
  headingLevel?: 2 | 3 | 4;
  /** Lines about the group under its heading (e.g. `InlineText as="p"`), then its `ChoiceCardList`. */
  children: ReactNode;
  /** The group's `<section>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * A titled group of choices: a region named by its heading, with the lines that describe it and its
 * `ChoiceCardList`, which takes the heading as its name too (unless it is given one).
 */
export function ChoiceCardGroup({ heading, headingLevel = 3, children, ref, ...props }: ChoiceCardGroupProps) {
  const headingId = useId();
  return (
    <Group ref={ref} aria-labelledby={headingId} {...props}>
      <GroupHeading as={headingTags[headingLevel]} id={headingId}>
        {heading}
      </GroupHeading>
      <GroupHeadingId.Provider value={headingId}>{children}</GroupHeadingId.Provider>
    </Group>
  );
}

export interface ChoiceCardListProps extends HTMLAttributes<HTMLUListElement> {
  /** `ChoiceCard`s, one per choice. */
  children: ReactNode;
  /** The list's `<ul>`. */
  ref?: Ref<HTMLUListElement>;
}

/**
 * A list of choices shown as cards, each a button: pressing one chooses it. Unlike a radio group, choosing acts at
 * once (the choice is applied, e.g. the site shown switches), so each card is a button in a list, reached with Tab
 * and pressed with Enter or Space; the current choice is marked `aria-current`. Named by the enclosing
 * `ChoiceCardGroup`'s heading unless given `aria-label` or `aria-labelledby`.
 */
export function ChoiceCardList({ children, ref, ...props }: ChoiceCardListProps) {
  const groupHeadingId = useContext(GroupHeadingId);
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <List ref={ref} aria-labelledby={named ? undefined : groupHeadingId} {...props}>
      {children}
    </List>
  );
}

export interface ChoiceCardProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'disabled'> {
  /** A decorative icon before the text, e.g. a tick on the current choice or a spinner on a pending one. */
  icon: ReactNode;
  /** The choice's name: the card's accessible name. */
  label: ReactNode;
  /** A short state shown first under the name, in bold, e.g. 'Showing now' or 'Switching…'. */
  status?: ReactNode;
  /** More about the choice under its name (an address, what it includes): the card's accessible description. */
  description?: ReactNode;
  /** The choice in effect now: `aria-current`, a thicker border in the primary colour. */
  isCurrent?: boolean;
  /** This card's choice is being applied. Presses are ignored meanwhile, as with `isDisabled`. */
  isPending?: boolean;
  /**
   * Presses are ignored but the card stays focusable (`aria-disabled`, not `disabled`), with a progress cursor: for
   * the time another choice is being applied, so that focus does not drop to the page.
   */
  isDisabled?: boolean;
  /** The card's `<button>` (inside its list item). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One choice of a `ChoiceCardList`: a button in a list item, named by its `label` and described by its `status`
 * and `description`. Data attributes: `data-state="idle" | "current" | "pending"` (pending wins over current), and
 * `data-disabled` while presses are ignored.
 */
export function ChoiceCard({
  icon,
  label,
  status,
  description,
  isCurrent = false,
  isPending = false,
  isDisabled = false,
  onClick,
  ref,
  ...props
}: ChoiceCardProps) {
  const labelId = useId();
  const descriptionId = useId();
  const ignoresPresses = isPending || isDisabled;
  return (
    <li>
      <Card
        ref={ref}
        type="button"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        aria-current={isCurrent || undefined}
        aria-disabled={ignoresPresses || undefined}
        data-state={isPending ? 'pending' : isCurrent ? 'current' : 'idle'}
        data-disabled={ignoresPresses || undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (!ignoresPresses) onClick?.(event);
        }}
        {...props}
      >
        <Marker>{icon}</Marker>
        <CardText>
          <span id={labelId}>{label}</span>
          <CardDescription id={descriptionId}>
            {status && <CardStatus>{status}</CardStatus>}
            {description}
          </CardDescription>
        </CardText>
      </Card>
    </li>
  );
}
