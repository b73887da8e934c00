import { formatAucklandTime, formatDate } from '@harakeke/design-system';
import { memo, useMemo } from 'react';
import { ChartFrame, type ChartStateProps } from '../../primitives/ChartFrame.js';
import { fill } from '../../primitives/paint.js';
import { TooltipContent } from '../../primitives/TooltipContent.js';
import { generationFill, plotText, plotTextBold, trackFill } from '../paint.js';
import { useContainerWidth } from '../../primitives/use-container-width.js';
import {
  describeGenerationMix,
  generationShares,
  groupedNote,
  hasGeneration,
  layoutMixRows,
  MIX_BAR_HEIGHT,
  MIX_ROW_HEIGHT,
  type GenerationShare,
  type GenerationSourceInput,
  type MixRowsLayout,
} from './layout.js';

export interface GenerationMixChartProps extends ChartStateProps {
  /** The sources as the API's realtime call gives them (spec 2 §3 generationSources: name, percentage). */
  sources: readonly GenerationSourceInput[];
  /** When the mix was measured (epoch ms), said in the description and the table's caption. */
  asAt?: number;
  /** The chart's accessible name. */
  title?: string;
}

/** 'Tuesday 29 Sep 2026, 2:30pm NZDT' */
function whenText(instant: number): string {
  return `${formatDate(instant, 'dddd DD MMM YYYY')}, ${formatAucklandTime(instant, 'h:mma z')}`;
}

/**
 * spec 2 §3 'Generation mix realtime': how the country's electricity is being generated right now, one bar per
 * generation type (Hydro, Geothermal, Gas, Coal, CoGen, Wind, Others) on a track standing for the whole mix. Each
 * bar carries its name and percentage in text, so no colour has to be told apart. Unknown sources are counted in
 * Others and named in its tooltip.
 */
export function GenerationMixChart({
  sources,
  asAt,
  title = 'Electricity generation mix',
  ...rest
}: GenerationMixChartProps) {
  const [containerRef, width] = useContainerWidth();
  const shares = useMemo(() => generationShares(sources), [sources]);
  const layout = useMemo(() => layoutMixRows({ count: shares.length, width }), [shares.length, width]);
  const when = asAt === undefined ? undefined : whenText(asAt);
  const description = useMemo(() => describeGenerationMix(shares, when), [shares, when]);
  const status = rest.status ?? (hasGeneration(sources) ? 'ready' : 'empty');
  const anyGrouped = shares.some((share) => share.grouped.length > 0);

  const tooltipOf = (share: GenerationShare) => ({
    title: share.label,
    rows: [{ label: 'Share of generation', value: share.text }],
    notes: [groupedNote(share)].filter((note): note is string => note !== null),
  });

  return (
    <div data-generation-mix="">
      <ChartFrame
        kind="generation-mix"
        title={title}
        description={description}
        pointsName="sources"
        pageName="three sources"
        status={status}
        emptyMessage={rest.emptyMessage ?? 'There is no generation mix to show right now.'}
        errorDetail={rest.errorDetail}
        onRetry={rest.onRetry}
        height={layout.height}
        containerRef={containerRef}
        width={width}
        count={shares.length}
        indexAt={(_x, y) => layout.indexAt(y)}
        pageTarget={(index, direction) => index + direction * 3}
        anchorOf={(index) => {
          const share = shares[index];
          return {
            x: layout.barX + layout.barLength(share?.percentage ?? 0),
            y: layout.rowTop(index) + MIX_ROW_HEIGHT,
          };
        }}
        announce={(index) => {
          const share = shares[index] as GenerationShare;
          return [`${share.label}: ${share.text} of generation.`, groupedNote(share)].filter(Boolean).join(' ');
        }}
        tooltip={(index) => <TooltipContent {...tooltipOf(shares[index] as GenerationShare)} />}
        table={{
          caption: when ? `${title}, as at ${when}` : title,
          columns: [
            { header: 'Source' },
            { header: 'Share of generation', numeric: true },
            ...(anyGrouped ? [{ header: 'Includes' }] : []),
          ],
          rows: shares.map((share) => [
            share.label,
            share.text,
            ...(anyGrouped ? [share.grouped.map(({ name, text }) => `${name} (${text})`).join(', ')] : []),
          ]),
        }}
      >
        {(active) => (
          <svg width={width} height={layout.height} aria-hidden="true" focusable="false">
            {active !== null && (
              <rect
                className={fill.highlight()}
                x={0}
                y={layout.rowTop(active)}
                width={width}
                height={MIX_ROW_HEIGHT}
              />
            )}
            <MixRows shares={shares} layout={layout} />
          </svg>
        )}
      </ChartFrame>
    </div>
  );
}

// The rows do not change when only the active row moves.
const MixRows = memo(function MixRows({
  shares,
  layout,
}: {
  shares: readonly GenerationShare[];
  layout: MixRowsLayout;
}) {
  const textY = (index: number) => layout.rowTop(index) + MIX_ROW_HEIGHT / 2;
  return (
    <g data-bars="">
      {shares.map((share, index) => {
        const length = layout.barLength(share.percentage);
        return (
          <g key={share.key} data-source={share.key} data-percent={share.whole}>
            <text className={plotText()} x={4} y={textY(index)} dy="0.35em">
              {share.label}
            </text>
            <rect
              className={trackFill()}
              x={layout.barX}
              y={layout.barTop(index)}
              width={layout.fullWidth}
              height={MIX_BAR_HEIGHT}
            />
            {length > 0 && (
              <rect
                className={generationFill(share.key)}
                x={layout.barX}
                y={layout.barTop(index)}
                width={length}
                height={MIX_BAR_HEIGHT}
              />
            )}
            <text className={plotTextBold()} x={layout.barX + length + 6} y={textY(index)} dy="0.35em">
              {share.text}
            </text>
          </g>
        );
      })}
    </g>
  );
});
