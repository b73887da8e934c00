import { useHoverPress } from '../interactions/use-hover-press.js';
import { useRouterLink, type RouterOptions } from './router.js';

interface RouterAnchorOptions {
  routerOptions?: RouterOptions;
  /** Called on every activation (mouse, touch, Enter), before navigation. */
  onPress?: () => void;
  /** Whether the anchor shows `data-pressed` (a Link does; the shell's navigation draws no pressed look). */
  showsPress?: boolean;
}

/**
 * What an in-app `<a>` of the design system spreads: the router's `href` and `onClick` (useRouterLink), the hover
 * and press handlers, and `data-hovered` (and `data-pressed`) while they hold.
 */
export function useRouterAnchor(href: string, { showsPress, ...linkOptions }: RouterAnchorOptions = {}) {
  const { hoverPressProps, isHovered, isPressed } = useHoverPress(showsPress ? { pressKeys: 'link' } : {});
  return {
    ...hoverPressProps,
    ...useRouterLink(href, linkOptions),
    'data-hovered': isHovered || undefined,
    'data-pressed': isPressed || undefined,
  };
}
