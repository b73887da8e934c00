import { ChartLegendList } from '@harakeke/design-system';
import type { ReactNode } from 'react';

export interface LegendItem {
  label: string;
  /** A 16×16 drawing of how the chart shows this item (aria-hidden). */
  swatch: ReactNode;
}

/** What each mark means. Every swatch differs in shape as well as colour (solid, hatched, dotted, dashed). */
export function Legend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ChartLegendList aria-label="Legend">
      {items.map((item) => (
        <li key={item.label}>
          <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            {item.swatch}
          </svg>
          {item.label}
        </li>
      ))}
    </ChartLegendList>
  );
}
