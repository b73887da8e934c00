import { Button, defineExamples } from '@harakeke/design-system';
import type { ReactElement } from 'react';
import { UsageExportDialogView, type UsageExportDialogViewProps } from './UsageExportDialogView.js';

const noop = () => undefined;

/** The dialog open in a state, beside the button that opens it on the usage page. */
function dialog(props: Partial<UsageExportDialogViewProps>): ReactElement {
  return (
    <>
      <Button variant="secondary">Download CSV</Button>
      <UsageExportDialogView
        isOpen
        onOpenChange={noop}
        range={{ startDate: '2026-10-16', endDate: '2026-11-15' }}
        onRangeChange={noop}
        interval="day"
        onIntervalChange={noop}
        firstDay="2023-11-30"
        today="2026-11-29"
        status={{ kind: 'choosing' }}
        onDownload={noop}
        onCancel={noop}
        {...props}
      />
    </>
  );
}

/** spec 2 §2 export: the file's choices, its progress and what became of it. */
export const usageExportExamples = defineExamples({
  Choosing: {
    description: 'Opened from a bill period by the day: its days, a row for each day.',
    render: () => dialog({}),
  },
  Writing: {
    description: 'A year of half-hours streaming in, with its share so far and Cancel.',
    render: () =>
      dialog({
        range: { startDate: '2025-11-30', endDate: '2026-11-28' },
        interval: 'halfHour',
        status: { kind: 'writing', rows: 7_420, expected: 17_473 },
      }),
  },
  Saved: {
    render: () => dialog({ status: { kind: 'saved', fileName: 'electricity 2026-10-16 to 2026-11-15 by day.csv' } }),
  },
  Failed: {
    description: 'The file broke off: every choice kept, to try again.',
    render: () => dialog({ status: { kind: 'failed' } }),
  },
});
