import {
  cloneElement,
  createElement,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  version,
  type ComponentType,
  type CSSProperties,
  type ReactElement,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { mergeRefs } from 'react-aria';
import { bothHandlers } from '../interactions/chain-handlers.js';

/*
 * What Dialog and Drawer share so that @radix-ui/react-dialog (with react-remove-scroll, focus-scope,
 * dismissable-layer, aria-hidden: ~13 kB gzip) loads only when an overlay first opens, not with every page that
 * merely shows a closed one (the app shell's menu, the account switcher). This module must not import Radix.
 */

/** An overlay's Radix-based implementation, loaded by a dynamic import() on first use. */
export interface LazyOverlay<P> {
  /** Starts loading it, once; later calls get the same promise. */
  preload(): Promise<unknown>;
  /**
   * Starts loading it without waiting, on intent (a pointer over, or focus on, what opens it): a failure is tried
   * again, and reported, when it opens.
   */
  prefetch(): void;
  /** Whether it has loaded: then it renders synchronously, so an overlay preloaded renders open in the press's commit. */
  isLoaded(): boolean;
  /** Renders it; only once it has loaded. One component for the module's life, so its state survives re-renders. */
  Implementation: (props: P) => ReactElement;
}

export function lazyOverlay<P extends object>(load: () => Promise<ComponentType<P>>): LazyOverlay<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // Forget the failure (a dropped connection, a deploy that removed the chunk) so the next try loads again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    preload,
    prefetch: () => void preload().catch(() => undefined),
    isLoaded: () => loaded !== undefined,
    Implementation(props) {
      if (!loaded) throw new Error('An overlay rendered before its implementation loaded.');
      return createElement(loaded, props);
    },
  };
}

/** What the light Dialog and Drawer hand their lazily loaded implementation. */
export interface LazyOverlayProps {
  /** Open state, owned by the light component, which also renders the trigger. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The id of the dialog element, which the trigger's aria-controls names while open. */
  contentId: string;
}

/**
 * Whether to render the implementation: not until the overlay is first open, then (once loaded) for good, so its exit
 * animation and focus return play out on close and a second open needs no loading. A failed load is thrown from
 * render, as React.lazy would, for the nearest error boundary; with `onFailure`, it is handed there instead and the
 * next open tries again (a select's list: a dropped connection should not take its form down).
 */
export function useLazyOverlay<P>(
  overlay: LazyOverlay<P>,
  isOpen: boolean,
  { onFailure }: { onFailure?: (error: unknown) => void } = {},
): boolean {
  const [opened, setOpened] = useState(isOpen);
  // Set during render, not in an effect, so an implementation loaded already renders in this very commit.
  if (isOpen && !opened) setOpened(true);
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const loaded = overlay.isLoaded();
  const onFailureRef = useRef(onFailure);
  useEffect(() => {
    onFailureRef.current = onFailure;
  });
  useEffect(() => {
    if (!opened || loaded) return;
    let current = true;
    overlay.preload().then(
      () => current && loadedNow(),
      (error: unknown) => {
        if (!current) return;
        const handOver = onFailureRef.current;
        if (!handOver) return setFailure({ error });
        setOpened(false);
        handOver(error);
      },
    );
    return () => {
      current = false;
    };
  }, [overlay, opened, loaded]);
  if (failure) throw failure.error;
  return opened && loaded;
}

type Handler = (event: SyntheticEvent) => void;

/**
 * A handler that runs the caller's own first, then ours unless the caller's called preventDefault() (Radix's
 * composeEventHandlers: a Button that is `loading` stops its trigger this way).
 */
export function composeHandlers(theirs: unknown, ours: () => void): Handler {
  return (event) => {
    if (typeof theirs === 'function') (theirs as Handler)(event);
    if (!event.defaultPrevented) ours();
  };
}

// React 19 passes a ref as a prop; React 18 kept it on the element (where React 19 warns when it is read).
const refIsProp = Number.parseInt(version, 10) >= 19;

function refOf<E>(element: ReactElement<Record<string, unknown>>): Ref<E> | undefined {
  const holder = refIsProp ? element.props : (element as unknown as Record<string, unknown>);
  return holder.ref as Ref<E> | undefined;
}

/**
 * `asChild`, the way Radix's Slot does it: the child element with our props under its own (its own win), both
 * handlers of an event called (its own first), class names joined, styles merged, and both refs set.
 */
export function mergeIntoChild<E>(child: ReactElement, props: Record<string, unknown>, ref: Ref<E> | undefined) {
  const element = child as ReactElement<Record<string, unknown>>;
  const own = element.props;
  const merged: Record<string, unknown> = { ...props, ...own };
  for (const [name, value] of Object.entries(props)) {
    const theirs = own[name];
    if (theirs === undefined) merged[name] = value;
    else if (/^on[A-Z]/.test(name) && typeof value === 'function') {
      merged[name] = bothHandlers(theirs as Handler, value as Handler);
    } else if (name === 'className') {
      merged[name] = [value, theirs].filter(Boolean).join(' ');
    } else if (name === 'style') {
      merged[name] = { ...(value as CSSProperties), ...(theirs as CSSProperties) };
    }
  }
  merged.ref = mergeRefs(ref, refOf<E>(element));
  return cloneElement(element, merged);
}

interface OverlayTriggerProps {
  /** The caller's element (a Button), which opens the overlay. */
  trigger: ReactElement;
  isOpen: boolean;
  contentId: string;
  /**
   * Opens the overlay. Radix's Trigger toggles, but an open modal overlay hides and blocks its trigger; opening only
   * also keeps a second press while the implementation loads from closing it again.
   */
  onOpen: () => void;
  /** Starts loading the implementation when the pointer comes over the trigger or it gets focus. */
  prefetch: () => void;
  /** Set to the trigger's element, e.g. to return focus there. */
  triggerRef?: RefObject<HTMLElement | null>;
}

/**
 * The trigger with what Radix's Dialog.Trigger gives it, rendered by the light component before and after the
 * implementation loads, so it is the same element throughout: no remount, so no lost focus or hover, on first open.
 */
export function OverlayTrigger({ trigger, isOpen, contentId, onOpen, prefetch, triggerRef }: OverlayTriggerProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const ref = useMemo(() => mergeRefs(setElement, triggerRef), [triggerRef]);
  useEffect(() => {
    if (!element) return;
    // Native listeners rather than props: a trigger component need not pass pointer or focus handlers on
    // (IconButton types none), but every trigger forwards its ref, as Radix's Trigger already required.
    element.addEventListener('pointerenter', prefetch);
    element.addEventListener('focus', prefetch);
    return () => {
      element.removeEventListener('pointerenter', prefetch);
      element.removeEventListener('focus', prefetch);
    };
  }, [element, prefetch]);
  return mergeIntoChild(
    trigger,
    {
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? contentId : undefined,
      'data-state': isOpen ? 'open' : 'closed',
      onClick: composeHandlers(undefined, onOpen),
    },
    ref,
  );
}
