import type { HeroMessage } from '@harakeke/contract';
import { InlineText, Link, WidgetFrame } from '@harakeke/design-system';
import { safeHref } from '../../../widgets/safe-href.js';
import type { WidgetViewProps } from '../../../widgets/widget-state.js';

/** The hero's title while its message loads or when it fails. */
export const HERO_TITLE = 'Your update';

export type HeroMessageViewProps = WidgetViewProps<HeroMessage>;

/** spec 1 §2 heroMessage: the server's greeting as the title, its message of the moment and one action. */
export function HeroMessageView({ state, data, errorDetail, onRetry, headingLevel = 2 }: HeroMessageViewProps) {
  const href = data?.action ? safeHref(data.action.href) : null;
  return (
    <WidgetFrame
      title={state === 'ready' && data ? data.title : HERO_TITLE}
      headingLevel={headingLevel}
      state={state}
      loadingText="Loading your update"
      errorDetail={errorDetail}
      onRetry={onRetry}
      emptyMessage="There’s no news for you right now."
    >
      {data && (
        <>
          <InlineText as="p" size="lg">
            {data.message}
          </InlineText>
          {data.action && href ? (
            <Link variant="standalone" href={href}>
              {data.action.label}
            </Link>
          ) : null}
        </>
      )}
    </WidgetFrame>
  );
}
