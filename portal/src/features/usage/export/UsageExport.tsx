import {
  firstUsageDay,
  usageExportRangeErrors,
  type UsageExportInterval,
  type UsageExportRange,
} from '@harakeke/contract';
import { addDays, aucklandToday, Button, Text } from '@harakeke/design-system';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyScreen, useScreenLoaded } from '../../../core/code-loading/lazy-screen.js';
import { problemOf } from '../../../api/call-api.js';
import { saveFile } from '../../../api/save-file.js';
import { reportClientError } from '../../../core/analytics/events.js';
import type { ConsumptionPeriodOption, UsageGranularity } from '../../../services/energy-usage/consumption-periods.js';
import { fetchUsageFile } from './api.js';
import { expectedRows, exportIntervalOf, rowsIn } from './export-progress.js';
import type { UsageExportStatus } from './UsageExportDialogView.js';

/**
 * The dialog, with the date picker and react-aria's date stack it needs: loaded when Download CSV is pressed (fetched
 * ahead as a pointer rests on it or focus reaches it), so the usage page's first visit does without it.
 */
const LazyExportDialog = lazyScreen(() => import('./UsageExportDialogView.js'), 'UsageExportDialogView');

/** Said beside the button when the dialog's code did not arrive. */
export const EXPORT_DIALOG_FAILED = 'The download didn’t open. Check your connection, then press Download CSV again.';

export interface UsageExportProps {
  /** The period the chart shows: the file's days to begin with. */
  period: ConsumptionPeriodOption | null;
  /** The chart's granularity: the file's rows to begin with (half-hours behind the hours). */
  granularity: UsageGranularity;
}

/** The period shown, within the readings; the last 30 days before any period is chosen. */
function startingRange(period: ConsumptionPeriodOption | null, today: string): UsageExportRange {
  const first = firstUsageDay(today);
  if (!period) return { startDate: addDays(today, -30), endDate: addDays(today, -1) };
  return {
    startDate: period.startDate < first ? first : period.startDate,
    endDate: period.endDate > today ? today : period.endDate,
  };
}

/**
 * spec 2 §2 export: 'Download CSV' beside the usage chart, opening the file's choices at the period and granularity
 * shown. The file streams in with its progress, can be cancelled, and is saved under the server's name. A range the
 * server refuses (its day moved on) shows its words under the dates; any other failure keeps every choice.
 */
export function UsageExport({ period, granularity }: UsageExportProps) {
  const [today] = useState(aucklandToday);
  const [isOpen, setOpen] = useState(false);
  const [range, setRange] = useState(() => startingRange(period, today));
  const [interval, setRowInterval] = useState<UsageExportInterval>(exportIntervalOf[granularity]);
  const [status, setStatus] = useState<UsageExportStatus>({ kind: 'choosing' });
  const [serverError, setServerError] = useState<string>();
  const [dialogFailed, setDialogFailed] = useState(false);
  const download = useRef<AbortController>(null);
  const dialogLoaded = useScreenLoaded(LazyExportDialog, isOpen, {
    onFailure: () => {
      setOpen(false);
      setDialogFailed(true);
    },
  });

  // A file still on its way when the page goes is stopped, not saved under the next page.
  useEffect(() => () => download.current?.abort(), []);

  const errors = usageExportRangeErrors(range, today);
  const rangeError = errors.startDate ?? errors.endDate ?? serverError;

  const open = () => {
    setRange(startingRange(period, today));
    setRowInterval(exportIntervalOf[granularity]);
    setStatus({ kind: 'choosing' });
    setServerError(undefined);
    setDialogFailed(false);
    setOpen(true);
  };
  const cancel = () => download.current?.abort();
  const changed = () => {
    setServerError(undefined);
    setStatus((now) => (now.kind === 'writing' ? now : { kind: 'choosing' }));
  };

  const start = async () => {
    if (rangeError) return;
    const request = { ...range, interval };
    const expected = expectedRows(request);
    const controller = new AbortController();
    download.current = controller;
    let rows = 0;
    setStatus({ kind: 'writing', rows, expected });
    try {
      const file = await fetchUsageFile(request, {
        signal: controller.signal,
        onChunk: (chunk) => {
          rows += rowsIn(chunk);
          setStatus({ kind: 'writing', rows, expected });
        },
      });
      saveFile(file);
      setStatus({ kind: 'saved', fileName: file.fileName });
    } catch (error) {
      if (controller.signal.aborted) {
        setStatus({ kind: 'cancelled' });
        return;
      }
      const problem = problemOf(error);
      const refused = problem.status === 400 ? problem.errors?.[0]?.detail : undefined;
      if (refused) {
        setServerError(refused);
        setStatus({ kind: 'choosing' });
      } else {
        reportClientError('usageExport', problem.type, problem.detail);
        setStatus({ kind: 'failed' });
      }
    } finally {
      download.current = null;
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={open}
        onPointerEnter={LazyExportDialog.prefetch}
        onFocus={LazyExportDialog.prefetch}
        isPending={isOpen && !dialogLoaded}
      >
        Download CSV
      </Button>
      {dialogFailed && (
        <div role="alert">
          <Text>{EXPORT_DIALOG_FAILED}</Text>
        </div>
      )}
      {/* Once loaded it stays, so it closes (and gives focus back) as a dialog does. */}
      {dialogLoaded && (
        // Loaded, so it renders at once; the boundary is there for React.lazy's sake, never shown.
        <Suspense fallback={null}>
          <LazyExportDialog
            isOpen={isOpen}
            onOpenChange={(next) => {
              if (!next) cancel();
              setOpen(next);
            }}
            range={range}
            onRangeChange={(next) => {
              setRange(next);
              changed();
            }}
            interval={interval}
            onIntervalChange={(next) => {
              setRowInterval(next);
              changed();
            }}
            firstDay={firstUsageDay(today)}
            today={today}
            rangeError={rangeError}
            status={status}
            onDownload={() => void start()}
            onCancel={cancel}
          />
        </Suspense>
      )}
    </>
  );
}
