import type { Ref } from 'react';
import { keyframes, styled } from '../stitches.config.js';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

/** The look of every shape: the skeleton colour with its shimmer. */
const shapeLook = {
  backgroundColor: '$skeleton',
  backgroundImage: 'linear-gradient(90deg, $colors$skeleton 30%, $colors$surface 50%, $colors$skeleton 70%)',
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  // Forced colours drop backgrounds: the transparent border becomes visible there, so the shape still shows.
  border: '$borderWidths$thin solid transparent',
  '@reducedMotion': { animation: 'none', backgroundImage: 'none' },
} as const;

const Shape = styled('span', {
  display: 'block',
  ...shapeLook,
  variants: {
    shape: {
      line: { height: '1em', borderRadius: '$sm' },
      block: { width: '100%', borderRadius: '$md' },
      circle: { borderRadius: '$pill', flexShrink: 0 },
    },
    height: {
      sm: { height: '$control' },
      md: { height: 'calc($sizes$control * 3)' },
      lg: { height: 'calc($sizes$control * 6)' },
      // A Button of size md: its line of text, its padding and its border (Button.tsx), so one can stand in for it.
      button: {
        height: 'calc($fontSizes$md * $lineHeights$tight + $space$3 * 2 + $borderWidths$thick * 2)',
        width: 'min(100%, calc($sizes$control * 4))',
        borderRadius: '$pill',
      },
    },
    size: {
      sm: { width: '$controlSm', height: '$controlSm' },
      md: { width: '$control', height: '$control' },
      lg: { width: 'calc($sizes$control * 2)', height: 'calc($sizes$control * 2)' },
    },
  },
});

const Lines = styled('span', {
  display: 'grid',
  gap: '0.5em',
  width: '100%',
  // Each line stands for a line of body text of this size.
  fontSize: '$md',
  paddingBlock: '0.25em',
});

const lineWidths = ['100%', '92%', '96%', '88%'];

/**
 * Text drawn as skeleton lines: the sample's words, invisible, each line's box filled. It wraps where the text that
 * loads will wrap, at every width, so the section keeps its height when that text arrives. The words are generated
 * content (`::before`), not text in the document: a search of the page, a copy or a test's text query finds only
 * the real paragraph.
 */
const Sample = styled('span', {
  display: 'block',
  fontSize: '$md',
  color: 'transparent',
  userSelect: 'none',
  // Margin as body text (Text) has, so a sample stands in for a paragraph without the section moving.
  marginBlockEnd: '$3',
  '&::before': {
    content: 'attr(data-sample)',
    ...shapeLook,
    borderRadius: '$sm',
    // Each line its own rounded box, rather than one box broken across lines.
    boxDecorationBreak: 'clone',
    WebkitBoxDecorationBreak: 'clone',
  },
  // Forced colours would paint the words in the text colour: keep them transparent, and draw each line's outline in
  // that colour instead, as the other shapes' borders show there.
  '@media (forced-colors: active)': {
    forcedColorAdjust: 'none',
    '&::before': { borderColor: 'CanvasText' },
  },
});

/** What every skeleton takes besides its shape. */
interface SkeletonElementProps {
  /** Added to the skeleton's element. */
  className?: string;
  /** The skeleton's element (the lines' container for `text`). */
  ref?: Ref<HTMLSpanElement>;
}

export type SkeletonProps = SkeletonElementProps &
  (
    | {
        /** Lines of text still loading; the last is shorter, like the end of a paragraph. */
        variant: 'text';
        /** How many lines to draw. */
        lines?: number;
        /**
         * Instead of `lines`: text about as long as the paragraph that loads (it is neither shown nor read). The
         * skeleton wraps it as that paragraph will wrap, so a phone and a desktop each get the right number of lines.
         */
        sample?: string;
      }
    | {
        /** A rectangle for a chart, an image or a block of content. */
        variant: 'block';
        /** Height: `sm` one control (44px), `md` three, `lg` six; `button` a Button's height, width and corners. */
        height?: 'sm' | 'md' | 'lg' | 'button';
      }
    | {
        /** A circle for an avatar or an icon. */
        variant: 'circle';
        /** Diameter: `sm` 36px, `md` 44px, `lg` 88px. */
        size?: 'sm' | 'md' | 'lg';
      }
  );

/**
 * A placeholder where content is loading. It is hidden from assistive technology: the container says what is
 * loading, e.g. `<div role="status"><VisuallyHidden>Loading your bills</VisuallyHidden></div>` beside it
 * (LoadFrame's loading state does this). The shimmer stops under prefers-reduced-motion.
 *
 * Data attributes: `data-skeleton="text" | "block" | "circle"`, its shape; it is always loading, so no `data-state`.
 */
export function Skeleton({ className, ref, ...props }: SkeletonProps) {
  const element = { className, ref };
  if (props.variant === 'text' && props.sample !== undefined) {
    return <Sample {...element} aria-hidden="true" data-skeleton="text" data-sample={props.sample} />;
  }
  if (props.variant === 'text') {
    const count = Math.max(1, props.lines ?? 3);
    return (
      <Lines {...element} aria-hidden="true" data-skeleton="text">
        {Array.from({ length: count }, (_, index) => (
          <Shape
            key={index}
            shape="line"
            css={{ width: count > 1 && index === count - 1 ? '60%' : lineWidths[index % lineWidths.length] }}
          />
        ))}
      </Lines>
    );
  }
  if (props.variant === 'circle') {
    return <Shape {...element} aria-hidden="true" data-skeleton="circle" shape="circle" size={props.size ?? 'md'} />;
  }
  return <Shape {...element} aria-hidden="true" data-skeleton="block" shape="block" height={props.height ?? 'md'} />;
}
