import type { HeroMessage } from '@harakeke/contract';
import { InlineText, Link, LoadFrame } from '@harakeke/design-system';
import { safeHref } from './safe-href.js';
import { WIDGET_ERROR_DETAIL, type WidgetViewProps } from '../../../core/widgets/widget-state.js';

/** The hero's title while its message loads or when it fails. */
export const HERO_TITLE = 'Your update';

export type HeroMessageViewProps = WidgetViewProps<HeroMessage>;

/** spec 1 §2 heroMessage: the server's greeting as the title, its message of the moment and one action. */
export function HeroMessageView({ load, onRetry, headingLevel = 2 }: HeroMessageViewProps) {
  return (
    <LoadFrame
      title={load.status === 'ready' ? load.data.title : HERO_TITLE}
      headingLevel={headingLevel}
      load={load}
      loadingText="Loading your update"
      errorDetail={WIDGET_ERROR_DETAIL}
      onRetry={onRetry}
      emptyMessage="There’s no news for you right now."
    >
      {(data) => (
        <>
          <InlineText as="p" size="lg">
            {data.message}
          </InlineText>
          <HeroAction action={data.action} />
        </>
      )}
    </LoadFrame>
  );
}

/** The message's one action, when its link is a portal path or an https address (safeHref). */
function HeroAction({ action }: { action: HeroMessage['action'] }) {
  const href = action ? safeHref(action.href) : null;
  if (!action || !href) return null;
  return (
    <Link variant="standalone" href={href}>
      {action.label}
    </Link>
  );
}
