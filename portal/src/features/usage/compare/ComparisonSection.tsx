import { useAtom, useAtomValue } from 'jotai';
import { useQuery } from '../../../core/data/keyed-query.js';
import {
  selectedUsagePeriodAtom,
  usageDayLimitsAtom,
  usageGranularityAtom,
  usageSummaryQuery,
} from '../usage-view/atoms.js';
import { comparisonKindAtom, comparisonRangeAtom, comparisonSummaryQuery, customComparisonRangeAtom } from './atoms.js';
import { ComparisonView } from './ComparisonView.js';

/**
 * The usage page's comparison (spec 2 §3 usage summary): the period the chart shows beside another, each loaded on
 * its own; a failure of the other's totals shows here with its retry.
 */
export function ComparisonSection() {
  const granularity = useAtomValue(usageGranularityAtom);
  const period = useAtomValue(selectedUsagePeriodAtom);
  const [kind, setKind] = useAtom(comparisonKindAtom);
  const [customRange, setCustomRange] = useAtom(customComparisonRangeAtom);
  const limits = useAtomValue(usageDayLimitsAtom);
  const shown = useAtomValue(usageSummaryQuery.dataAtom).data;
  const otherRange = useAtomValue(comparisonRangeAtom);
  const other = useQuery(comparisonSummaryQuery);
  return (
    <ComparisonView
      granularity={granularity}
      kind={kind}
      onKindChange={setKind}
      customRange={customRange}
      onCustomRangeChange={setCustomRange}
      limits={limits}
      shown={period && shown ? { range: period, summary: shown } : null}
      other={{ range: otherRange, load: other.load }}
      onRetry={other.retry}
    />
  );
}
