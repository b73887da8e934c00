import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { mergeRefs } from 'react-aria';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
import { useExitTransition } from '../Banner/exit-transition.js';
import { CloseButton } from '../Dialog/CloseButton.js';
import { Icon } from '../Icon/Icon.js';
import { keyframes, styled } from '../stitches.config.js';
import { toneMarks, tones, toneSurfaces, type MessageTone } from '../Banner/tone.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';

/** What a toast says: it sets the colour, the icon and the word screen readers hear first. */
export type ToastTone = MessageTone;

/** A shown toast is `show`, then `hide` while it leaves; the region is `idle` when it holds none. */
export type ToastState = 'show' | 'hide';

export interface ToastOptions {
  /** The headline, e.g. 'Changes saved'. */
  title: string;
  /** One more sentence, if the title needs it. */
  description?: string;
  /** Colour, icon and spoken prefix; `info` by default. */
  tone?: ToastTone;
  /**
   * Milliseconds before it hides by itself, paused while the pointer or focus is on the toasts; `null` keeps
   * it until closed. 6000 by default, but `danger` toasts stay until closed so an error is not missed.
   */
  duration?: number | null;
  /** Reuse an id to replace that toast rather than stack another (e.g. repeated saves). */
  id?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Hides a toast early, e.g. when what it reported is undone. */
  hide: (id: string) => void;
}

interface ToastRecord {
  id: string;
  /** Bumped when a toast is replaced, so it remounts: a fresh timer and a fresh announcement. */
  version: number;
  title: string;
  description: string | undefined;
  tone: ToastTone;
  duration: number | null;
  state: ToastState;
}

const DEFAULT_DURATION_MS = 6000;

const ToastContext = createContext<ToastApi | null>(null);

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY($space$4)' },
  to: { opacity: 1, transform: 'none' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const Viewport = styled('div', {
  position: 'fixed',
  insetInline: '$4',
  bottom: '$4',
  zIndex: '$toast',
  // The empty area around the toasts lets presses through to the page.
  pointerEvents: 'none',
  '@md': { insetInlineStart: 'auto', width: '24rem' },
});

const List = styled('ol', {
  display: 'grid',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Item = styled('li', {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: '$3',
  padding: '$3',
  paddingInlineStart: '$4',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: '$body',
  color: '$text',
  pointerEvents: 'auto',
  // Tone as a thick leading edge and an icon, not colour alone; borders survive forced colours.
  border: '$borderWidths$thin solid',
  borderInlineStartWidth: 'calc(2 * $borderWidths$thick)',
  borderRadius: '$md',
  boxShadow: '$overlay',
  '&[data-state=show]': { animation: `${slideIn} $transitions$fast ease-out` },
  '&[data-state=hide]': { animation: `${fadeOut} $transitions$fast ease-in forwards` },
  variants: {
    tone: toneSurfaces,
  },
});

const Mark = styled('span', {
  display: 'inline-flex',
  // Centres the icon on the first line of text, as in a Banner.
  paddingBlock: 'calc((1em * $lineHeights$body - $sizes$icon) / 2)',
  variants: {
    tone: toneMarks,
  },
});

const Body = styled('div', { display: 'grid', gap: '$1', overflowWrap: 'anywhere' });
const Title = styled('p', { margin: 0, fontWeight: '$bold' });
const Description = styled('p', { margin: 0 });
// A new element per toast, so the same words shown twice are announced twice; a block, so it stays as
// narrow as its visually hidden parent.
const Announcement = styled('span', { display: 'block' });
const Close = styled('div', { marginBlock: 'calc(-1 * $space$2)', marginInlineEnd: 'calc(-1 * $space$2)' });

export interface ToastProviderProps {
  /** The app, whose components call `useToast()`. */
  children: ReactNode;
  /** Name of the notifications region, for screen-reader landmark navigation. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Added to the notifications region. */
  className?: string;
  /** The notifications region, rendered (empty) even with no toasts. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Holds the toasts of an app and draws them in a fixed region at the bottom (right from @md). Each new
 * toast is announced politely through a live region that is always present, so screen readers pick it up
 * without moving focus. Timers pause while the pointer or focus is on the toasts (WCAG 2.2.1).
 *
 * Data attributes: `data-state="idle" | "show"` on the region (whether it holds toasts), and on each toast
 * `data-state="show" | "hide"` (`hide` while it leaves) and `data-tone="info" | "success" | "warning" | "danger"`.
 */
export function ToastProvider({
  children,
  label = 'Notifications',
  closeLabel = 'Dismiss notification',
  className,
  ref,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const [announcement, setAnnouncement] = useState<{ id: string; key: string; text: string } | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const sequence = useRef(0);
  const regionRef = useRef<HTMLDivElement>(null);
  const viewportRef = useMemo(() => mergeRefs(regionRef, ref), [ref]);
  // Where focus was before it moved into the toasts, to return it there when its toast goes.
  const returnFocus = useRef<HTMLElement | null>(null);

  const api = useMemo<ToastApi>(
    () => ({
      show(options) {
        sequence.current += 1;
        const version = sequence.current;
        const id = options.id ?? `toast-${version}`;
        const tone = options.tone ?? 'info';
        const record: ToastRecord = {
          id,
          version,
          title: options.title,
          description: options.description,
          tone,
          duration:
            options.duration === undefined ? (tone === 'danger' ? null : DEFAULT_DURATION_MS) : options.duration,
          state: 'show',
        };
        setToasts((list) =>
          list.some((t) => t.id === id) ? list.map((t) => (t.id === id ? record : t)) : [...list, record],
        );
        const text = [`${tones[tone].spoken}: ${options.title}`, options.description].filter(Boolean).join('. ');
        setAnnouncement({ id, key: `${id}:${version}`, text });
        return id;
      },
      hide(id) {
        setToasts((list) => list.map((t) => (t.id === id && t.state === 'show' ? { ...t, state: 'hide' } : t)));
      },
    }),
    [],
  );

  const remove = useCallback((id: string, hadFocus: boolean) => {
    if (hadFocus && returnFocus.current?.isConnected) returnFocus.current.focus();
    setToasts((list) => list.filter((t) => t.id !== id));
    setAnnouncement((current) => (current?.id === id ? null : current));
  }, []);

  const { hoverProps } = useHover({ onHoverChange: setHovered });
  const { focusWithinProps } = useFocusWithin({
    onFocusWithinChange: setFocused,
    onFocusWithin: (event) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !regionRef.current?.contains(from)) returnFocus.current = from;
    },
  });

  const paused = hovered || focused;
  const hasToasts = toasts.length > 0;
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Viewport
        ref={viewportRef}
        className={className}
        data-toast-region=""
        data-state={hasToasts ? 'show' : 'idle'}
        {...(hasToasts ? { role: 'region', 'aria-label': label } : {})}
        {...mergeProps(hoverProps, focusWithinProps)}
      >
        {hasToasts && (
          <List>
            {toasts.map((toast) => (
              <ToastItem
                key={`${toast.id}:${toast.version}`}
                toast={toast}
                paused={paused}
                closeLabel={closeLabel}
                onHide={api.hide}
                onRemoved={remove}
              />
            ))}
          </List>
        )}
        {/* Always present: a live region only announces what changes inside it after it is in the page. */}
        <VisuallyHidden role="status" aria-live="polite">
          {announcement && <Announcement key={announcement.key}>{announcement.text}</Announcement>}
        </VisuallyHidden>
      </Viewport>
    </ToastContext.Provider>
  );
}

interface ToastItemProps {
  toast: ToastRecord;
  paused: boolean;
  closeLabel: string;
  onHide: (id: string) => void;
  onRemoved: (id: string, hadFocus: boolean) => void;
}

function ToastItem({ toast, paused, closeLabel, onHide, onRemoved }: ToastItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  const remaining = useRef(toast.duration);

  useEffect(() => {
    if (toast.state !== 'show' || paused || remaining.current === null) return;
    const started = Date.now();
    const timer = setTimeout(() => onHide(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - started;
    };
  }, [toast.state, toast.id, paused, onHide]);

  const exit = useExitTransition(toast.state === 'hide', () =>
    onRemoved(toast.id, ref.current?.contains(document.activeElement) ?? false),
  );

  const { icon, spoken } = tones[toast.tone];
  return (
    <Item ref={ref} data-state={toast.state} data-tone={toast.tone} tone={toast.tone} {...exit}>
      <Mark tone={toast.tone}>
        <Icon name={icon} />
      </Mark>
      {/* The live region has already spoken this; here it is for reading and for the close button's context. */}
      <Body>
        <Title>
          <VisuallyHidden elementType="span">{spoken}: </VisuallyHidden>
          {toast.title}
        </Title>
        {toast.description && <Description>{toast.description}</Description>}
      </Body>
      <Close>
        <CloseButton label={closeLabel} onClick={() => onHide(toast.id)} />
      </Close>
    </Item>
  );
}

/** The toasts of the nearest ToastProvider: `const toast = useToast(); toast.show({ title: 'Changes saved' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
