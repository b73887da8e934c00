import type { CreditExtension } from '@harakeke/contract';
import { Button, ErrorBox, Skeleton, Stack, Text, VisuallyHidden } from '@harakeke/design-system';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import { extensionUnavailableText } from './credit-extension.js';

export const EXTEND_DUE_DATE = 'Extend due date';

/** `load`: whether the due date can be extended, why not, and to which date. */
export interface CreditExtensionActionViewProps extends LoadViewProps<CreditExtension> {
  /** Opens the credit extension modal. */
  onExtend?: () => void;
}

/**
 * spec 1 §4 credit extension: 'Extend due date' when the current bill can be extended; otherwise why not, in words.
 * Its own load state, so a failure here leaves the rest of the bill summary in place. An action among the summary's,
 * not a region: its states show in place (a status, a short skeleton, an error box), without a load frame's title.
 */
export function CreditExtensionActionView({ load, onRetry, onExtend }: CreditExtensionActionViewProps) {
  // Whether 'Extend due date' held focus last: its modal returns focus to it, and once the extension is given the
  // reloaded answer replaces it with the 'extended' text. A removed element fires no blur, so this stays true then.
  const focusWasOnButtonRef = useRef(false);
  if (load.status === 'loading')
    return (
      <Stack gap="1" width="control * 5">
        <VisuallyHidden role="status">Checking whether your due date can be extended</VisuallyHidden>
        <Skeleton variant="block" height="sm" />
      </Stack>
    );
  if (load.status === 'error')
    return (
      <ErrorBox
        title="We couldn’t check whether your due date can be extended"
        detail={load.detail ?? WIDGET_ERROR_DETAIL}
        onRetry={onRetry}
      />
    );
  if (load.status === 'empty') return null;
  const unavailable = extensionUnavailableText(load.data);
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
