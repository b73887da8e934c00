import type { CreditExtension } from '@harakeke/contract';
import { Button, ErrorBox, Skeleton, Stack, Text, VisuallyHidden, type WidgetState } from '@harakeke/design-system';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { extensionUnavailableText } from './credit-extension.js';

export const EXTEND_DUE_DATE = 'Extend due date';

export interface CreditExtensionActionViewProps {
  /** The load state of whether the due date can be extended. */
  state: WidgetState;
  /** Whether it can be extended, why not, and to which date. */
  data?: CreditExtension | null;
  /** What went wrong loading it, when `state` is 'error'. */
  errorDetail?: string;
  /** Loads it again after an error. */
  onRetry?: () => void;
  /** Opens the credit extension modal. */
  onExtend?: () => void;
}

/**
 * spec 1 §4 credit extension: 'Extend due date' when the current bill can be extended; otherwise why not, in words.
 * Its own load state, so a failure here leaves the rest of the bill summary in place.
 */
export function CreditExtensionActionView({
  state,
  data,
  errorDetail,
  onRetry,
  onExtend,
}: CreditExtensionActionViewProps) {
  // Whether 'Extend due date' held focus last: its modal returns focus to it, and once the extension is given the
  // reloaded answer replaces it with the 'extended' text. A removed element fires no blur, so this stays true then.
  const focusWasOnButtonRef = useRef(false);
  if (state === 'loading')
    return (
      <Stack gap="1" width="control * 5">
        <VisuallyHidden role="status">Checking whether your due date can be extended</VisuallyHidden>
        <Skeleton variant="block" height="sm" />
      </Stack>
    );
  if (state === 'error')
    return (
      <ErrorBox
        title="We couldn’t check whether your due date can be extended"
        detail={errorDetail}
        onRetry={onRetry}
      />
    );
  if (state === 'empty' || !data) return null;
  const unavailable = extensionUnavailableText(data);
  if (unavailable) return <Unavailable focusWasOnButtonRef={focusWasOnButtonRef}>{unavailable}</Unavailable>;
  return (
    <Button
      variant="secondary"
      onClick={onExtend}
      onFocus={() => (focusWasOnButtonRef.current = true)}
      onBlur={() => (focusWasOnButtonRef.current = false)}
    >
      {EXTEND_DUE_DATE}
    </Button>
  );
}

/** Why the due date cannot be extended; it takes the focus of the button it replaced, which would fall to the page. */
function Unavailable({
  children,
  focusWasOnButtonRef,
}: {
  children: ReactNode;
  focusWasOnButtonRef: RefObject<boolean>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusWasOnButtonRef.current) return;
    focusWasOnButtonRef.current = false;
    if (document.activeElement === document.body) ref.current?.focus();
  }, [focusWasOnButtonRef]);
  return (
    <div ref={ref} tabIndex={-1}>
      <Text tone="muted">{children}</Text>
    </div>
  );
}
