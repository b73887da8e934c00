import type { Ref } from 'react';
import { keyframes, styled } from '../stitches.config.js';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const Shape = styled('span', {
  display: 'block',
  backgroundColor: '$skeleton',
  backgroundImage: 'linear-gradient(90deg, $colors$skeleton 30%, $colors$surface 50%, $colors$skeleton 70%)',
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  // Forced colours drop backgrounds: the transparent border becomes visible there, so the shape still shows.
  border: '$borderWidths$thin solid transparent',
  '@reducedMotion': { animation: 'none', backgroundImage: 'none' },
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
      }
    | {
        /** A rectangle for a chart, an image or a block of content. */
        variant: 'block';
        /** Height: `sm` one control (44px), `md` three, `lg` six. */
        height?: 'sm' | 'md' | 'lg';
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
