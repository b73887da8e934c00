export interface HatchPatternProps {
  /** Id to reference from a fill: `url(#id)`. */
  id: string;
  /** Stroke colour of the hatch lines. */
  color: string;
  /** Distance between lines in px. */
  spacing?: number;
}

/** spec 1 §9: estimated bars are drawn faded with a hatch pattern; put this inside the chart's <defs>. */
export function HatchPattern({ id, color, spacing = 6 }: HatchPatternProps) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={spacing} height={spacing} patternTransform="rotate(45)">
      <line x1={0} y1={0} x2={0} y2={spacing} stroke={color} strokeWidth={2} />
    </pattern>
  );
}
