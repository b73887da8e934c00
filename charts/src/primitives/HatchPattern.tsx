export interface HatchPatternProps {
  /** Id to reference from a fill: `url(#id)`. */
  id: string;
  /** Class that sets the lines' `stroke` (a token colour; see `paint.ts`). */
  className?: string;
  /** Distance between lines in px. */
  spacing?: number;
}

/** spec 1 §9: estimated bars are drawn faded with a hatch pattern; put this inside the chart's <defs>. */
export function HatchPattern({ id, className, spacing = 6 }: HatchPatternProps) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={spacing} height={spacing} patternTransform="rotate(45)">
      <line className={className} x1={0} y1={0} x2={0} y2={spacing} strokeWidth={2} />
    </pattern>
  );
}
